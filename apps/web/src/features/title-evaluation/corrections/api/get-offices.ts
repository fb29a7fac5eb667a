import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NamedOption } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

/** The review departments (sys/findDepart). */
export async function getOffices(): Promise<NamedOption[]> {
  return (await http.get<NamedOption[]>("/api/zcps-sh/sys/findDepart", { type: "office" })).data;
}

export function useOffices(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: ["zcps-corrections", "offices"], queryFn: getOffices, enabled }));
}
