import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { holidaysQueryKey } from "./get-holidays";

export function deleteHoliday(day: string) {
  return http.delete<null>(`${CONFIG_API.holiday}/${day}`);
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
  });
}
