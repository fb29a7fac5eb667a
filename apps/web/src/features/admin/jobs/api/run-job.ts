import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { JobRun } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

/** The server answers when the run has finished, or after a short wait with the run still going. */
export function runJob(id: string): Promise<Envelope<JobRun>> {
  return http.post<JobRun>(`/api/admin/job/${encodeURIComponent(id)}/run`);
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
