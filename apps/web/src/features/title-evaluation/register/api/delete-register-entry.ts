import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RegisterPage, ZCJZC_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { registerQueryKey } from "./keys";

/** zcjzc/del: one row leaves the register. */
export const deleteRegisterEntry = (id: string) => http.get<RegisterPage>(`${ZCJZC_API}/del`, { id });

export function useDeleteRegisterEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegisterEntry,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: registerQueryKey }),
  });
}
