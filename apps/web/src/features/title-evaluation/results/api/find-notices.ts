import { queryOptions, useQuery } from "@tanstack/react-query";
import { RESULTS_ROUTES, type SchoolNotice } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** school/findNotice: the school's notices of a batch (the current one when none is named), newest first. */
export async function findNotices(projectTimeId?: string): Promise<SchoolNotice[]> {
  return (await http.get<SchoolNotice[]>(RESULTS_ROUTES.findNotice, { projectTimeId })).data;
}

export function useSchoolNotices(projectTimeId: string | undefined, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...resultsKey, "notices", projectTimeId ?? null],
      queryFn: () => findNotices(projectTimeId),
      enabled,
    }),
  );
}
