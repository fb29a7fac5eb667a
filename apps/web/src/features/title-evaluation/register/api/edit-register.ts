import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RegisterPage, ZCJZC_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { registerQueryKey } from "./keys";

/**
 * The unit's edits of its register, each a call answering the register as it now stands: add the recommended
 * declarants (zcjzc/addData), check the rows (check), refresh them from the declarations (flashData) and report
 * it to personnel (submit). The spec has the last two as GETs.
 */
export type RegisterEdit = "add" | "check" | "refresh" | "submit";

const CALLS: Record<RegisterEdit, () => ReturnType<typeof http.get<RegisterPage>>> = {
  add: () => http.post<RegisterPage>(`${ZCJZC_API}/addData`, {}),
  check: () => http.post<RegisterPage>(`${ZCJZC_API}/check`, {}),
  refresh: () => http.get<RegisterPage>(`${ZCJZC_API}/flashData`),
  submit: () => http.get<RegisterPage>(`${ZCJZC_API}/submit`),
};

export const editRegister = (edit: RegisterEdit) => CALLS[edit]();

export function useEditRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRegister,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: registerQueryKey }),
  });
}
