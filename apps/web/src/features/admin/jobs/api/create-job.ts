import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { JobInput, JobRow } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

export function createJob(job: JobInput): Promise<Envelope<JobRow>> {
  return http.post<JobRow>("/api/admin/job", job);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
