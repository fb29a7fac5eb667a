import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationStaffOption } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export async function getStaffOptions(keyword: string): Promise<ApplicationStaffOption[]> {
  return (await http.get<ApplicationStaffOption[]>(APPLICATION_ROUTES.staffOptions, keyword ? { keyword } : {})).data;
}

/** Staff matching a name or employee number, to enter an application for. */
export function useStaffOptions(keyword: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...applicationsKey, "staff", keyword],
      queryFn: () => getStaffOptions(keyword),
      enabled,
    }),
  );
}
