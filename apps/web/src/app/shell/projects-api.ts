import type { ProjectOption } from "@zcps/contracts/api";
import { queryClient } from "../../lib/query-client";
import { http, request } from "../../lib/request";

export async function listProjects(): Promise<ProjectOption[]> {
  return (await http.get<ProjectOption[]>("/api/zcps-sh/sys/listPro")).data ?? [];
}

/** Spec 4: the current project, else the first enabled one. */
export function preselectedProject(projects: ProjectOption[]): ProjectOption | undefined {
  return projects.find((p) => p.current) ?? projects.find((p) => p.enabled === "1");
}

/** Switches the session's project; the console shows its own '切换成功' / '切换失败'. */
export function switchProject(id: string) {
  return request<null>({ url: "/api/zcps-sh/sys/checkPro", params: { id }, silent: true });
}

/** Every page's cached data belongs to a project or a language: drop it all. */
export async function invalidatePageData(): Promise<void> {
  await queryClient.invalidateQueries();
}
