import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { ProjectRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";

export interface ProjectQuery {
  page: number;
  limit: number;
  name: string;
  year?: number;
}

export async function getProjects({ page, limit, name, year }: ProjectQuery): Promise<Page<ProjectRow>> {
  const params: Record<string, string | number> = { page, limit };
  if (name.trim()) params.name = name.trim();
  if (year) params.year = year;
  return (await http.get<Page<ProjectRow>>(`${CONFIG_API.batch}/projects`, params)).data;
}

/** Projects and batches share it: a batch change moves the projects' batch counts. */
export const projectTimeQueryKey = ["zcps-project-time"] as const;

export function useProjects(query: ProjectQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...projectTimeQueryKey, "projects", query],
      queryFn: () => getProjects(query),
      placeholderData: keepPreviousData,
    }),
  );
}
