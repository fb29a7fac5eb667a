import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldHelpInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { fieldHelpQueryKey } from "./get-field-help";

export function createFieldHelp(input: FieldHelpInput) {
  return http.post<{ id: string }>(CONFIG_API.fieldHelp, input);
}

export function useCreateFieldHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFieldHelp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldHelpQueryKey }),
  });
}
