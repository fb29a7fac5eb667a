import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RegisterPage, ZCJZC_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { registerQueryKey } from "./keys";

/**
 * The unit's edits of its register, each a call answering the register as it now stands: add the recommended
 * declarants (zcjzc/addData), check the rows (check), refresh them from the declarations (flashData) and report
 * it to personnel (submit), each of the batch shown (absent: the server's default). The spec has the last two as GETs.
 */
export type RegisterEdit = "add" | "check" | "refresh" | "submit";

type Batch = { projectTimeId?: string };
const CALLS: Record<RegisterEdit, (batch: Batch) => ReturnType<typeof http.get<RegisterPage>>> = {
  add: (batch) => http.post<RegisterPage>(`${ZCJZC_API}/addData`, batch),
  check: (batch) => http.post<RegisterPage>(`${ZCJZC_API}/check`, batch),
  refresh: (batch) => http.get<RegisterPage>(`${ZCJZC_API}/flashData`, batch),
  submit: (batch) => http.get<RegisterPage>(`${ZCJZC_API}/submit`, batch),
};

export const editRegister = ({ edit, projectTimeId }: { edit: RegisterEdit } & Batch) => CALLS[edit]({ projectTimeId });

export function useEditRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRegister,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: registerQueryKey }),
  });
}
