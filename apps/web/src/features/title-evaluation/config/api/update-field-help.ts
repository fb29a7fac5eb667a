import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldHelpInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { fieldHelpQueryKey } from "./get-field-help";

export function updateFieldHelp({ id, input }: { id: string; input: FieldHelpInput }) {
  return http.put<{ id: string }>(`${CONFIG_API.fieldHelp}/${encodeURIComponent(id)}`, input);
}

export function useUpdateFieldHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFieldHelp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldHelpQueryKey }),
  });
}
