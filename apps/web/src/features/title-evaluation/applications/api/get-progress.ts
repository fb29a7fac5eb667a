import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationProgress } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export async function getProgress(projectTimeId?: string): Promise<ApplicationProgress> {
  return (await http.get<ApplicationProgress>(APPLICATION_ROUTES.progress, projectTimeId ? { projectTimeId } : {}))
    .data;
}

/** The applications by status and the reviewers with their loads. */
export function useProgress(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...applicationsKey, "progress", projectTimeId],
      queryFn: () => getProgress(projectTimeId),
    }),
  );
}
