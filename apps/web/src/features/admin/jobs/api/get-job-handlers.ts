import { useQuery } from "@tanstack/react-query";
import type { JobHandlerInfo } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

export async function getJobHandlers(): Promise<JobHandlerInfo[]> {
  return (await http.get<JobHandlerInfo[]>("/api/admin/job/handlers")).data;
}

/** The registered handlers change only with a new server version. */
export function useJobHandlers() {
  return useQuery({
    queryKey: [...jobsQueryKey, "handlers"],
    queryFn: getJobHandlers,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
