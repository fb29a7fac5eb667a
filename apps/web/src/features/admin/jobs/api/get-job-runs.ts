import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { JobRun, JobRunStatus } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

export interface JobRunQuery {
  /** one job's runs; all jobs' when absent */
  jobId?: string;
  status?: JobRunStatus;
  page: number;
  limit: number;
}

export async function getJobRuns({ jobId, status, page, limit }: JobRunQuery): Promise<Page<JobRun>> {
  const params: Record<string, string | number> = { page, limit };
  if (status) params.status = status;
  const url = jobId ? `/api/admin/job/${encodeURIComponent(jobId)}/runs` : "/api/admin/job/runs";
  return (await http.get<Page<JobRun>>(url, params)).data;
}

/** Polls while a run on the page is still going. */
export function useJobRuns(query: JobRunQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...jobsQueryKey, "runs", query],
    queryFn: () => getJobRuns(query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some((run) => run.status === "running") ? 2000 : false),
  });
}
