import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DeclareCountRow, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** unit/findDeclareCount: the unit's declarations counted by title and level, per state. */
export async function getDeclareCount(projectTimeId?: string): Promise<DeclareCountRow[]> {
  return (await http.get<DeclareCountRow[]>(`${ZCPS_SH_UNIT}/findDeclareCount`, { projectTimeId })).data;
}

export function useDeclareCount(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "declareCount", projectTimeId ?? null],
      queryFn: () => getDeclareCount(projectTimeId),
    }),
  );
}
