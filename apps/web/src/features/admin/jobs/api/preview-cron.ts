import { useQuery } from "@tanstack/react-query";
import type { CronPreview } from "@zcps/contracts/jobs";
import { request } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

/** Silent: a bad expression is shown under the field, not as a toast. */
export async function previewCron(cron: string): Promise<CronPreview> {
  return (await request<CronPreview>({ url: "/api/admin/job/cron/preview", params: { cron, count: 5 }, silent: true }))
    .data;
}

export function useCronPreview(cron: string) {
  const trimmed = cron.trim();
  return useQuery({
    queryKey: [...jobsQueryKey, "cron-preview", trimmed],
    queryFn: () => previewCron(trimmed),
    enabled: trimmed.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}
