import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpertAccount, ExpertKind } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

/** Approves an expert into the pool: their account is opened (the password shown once) or linked. */
export function useApproveExpert(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<ExpertAccount>(`${poolApi(kind)}/${encodeURIComponent(id)}/approve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertsKey(kind) }),
  });
}
