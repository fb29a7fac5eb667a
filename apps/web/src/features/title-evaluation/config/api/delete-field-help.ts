import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { fieldHelpQueryKey } from "./get-field-help";

export function deleteFieldHelp(id: string) {
  return http.delete<null>(`${CONFIG_API.fieldHelp}/${encodeURIComponent(id)}`);
}

export function useDeleteFieldHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFieldHelp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldHelpQueryKey }),
  });
}
