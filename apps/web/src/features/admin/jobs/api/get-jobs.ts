import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { JobRow } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";

export interface JobPageQuery {
  page: number;
  limit: number;
  name: string;
  handler?: string;
  enabled?: boolean;
}

export async function getJobs({ page, limit, name, handler, enabled }: JobPageQuery): Promise<Page<JobRow>> {
  const params: Record<string, string | number> = { page, limit };
  if (name.trim()) params.name = name.trim();
  if (handler) params.handler = handler;
  if (enabled !== undefined) params.enabled = String(enabled);
  return (await http.get<Page<JobRow>>("/api/admin/job/page", params)).data;
}

/** Every query of this feature starts with it, so one invalidation refreshes the list and the histories. */
export const jobsQueryKey = ["jobs"] as const;

export function useJobs(query: JobPageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...jobsQueryKey, "page", query],
      queryFn: () => getJobs(query),
      placeholderData: keepPreviousData,
    }),
  );
}
