import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

export function deleteJob(id: string): Promise<Envelope<unknown>> {
  return http.delete<unknown>(`/api/admin/job/${encodeURIComponent(id)}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
