import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HolidayInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { holidaysQueryKey } from "./get-holidays";

export function saveHoliday(input: HolidayInput) {
  return http.post<null>(CONFIG_API.holiday, input);
}

export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
  });
}
