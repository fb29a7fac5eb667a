import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectOption } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** sys/listPro (every signed-in user's): the project the session works in, which names a result notice by default. */
export async function getCurrentProject(): Promise<ProjectOption | null> {
  const projects = (await http.get<ProjectOption[]>("/api/zcps-sh/sys/listPro")).data ?? [];
  return projects.find((p) => p.current) ?? null;
}

export function useCurrentProject(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...resultsKey, "project"], queryFn: getCurrentProject, enabled }));
}
