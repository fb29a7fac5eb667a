import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { applicationsQueryKey } from "./get-applications";

/** Approve (the account opens) or reject with a reason. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: { reason: string } }) =>
      reject
        ? http.post<ApplicationRow>(`/api/zcps-sh/userAudit/${encodeURIComponent(id)}/reject`, reject)
        : http.post<ApplicationRow>(`/api/zcps-sh/userAudit/${encodeURIComponent(id)}/approve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
