import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationExpertInput } from "@zcps/contracts/zcps/experts/api";
import type { ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { applicationsQueryKey } from "./get-applications";

/** Approve (the account opens; an expert joins the external pool with their title and disciplines) or reject. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      reject,
      expert,
    }: {
      id: string;
      reject?: { reason: string };
      expert?: ApplicationExpertInput;
    }) =>
      reject
        ? http.post<ApplicationRow>(`/api/zcps-sh/userAudit/${encodeURIComponent(id)}/reject`, reject)
        : http.post<ApplicationRow>(`/api/zcps-sh/userAudit/${encodeURIComponent(id)}/approve`, expert ?? {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
