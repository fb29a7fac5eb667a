import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { JobInput, JobRow } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

export function updateJob({ id, job }: { id: string; job: JobInput }): Promise<Envelope<JobRow>> {
  return http.put<JobRow>(`/api/admin/job/${encodeURIComponent(id)}`, job);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
