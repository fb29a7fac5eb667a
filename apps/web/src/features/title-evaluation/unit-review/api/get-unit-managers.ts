import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UnitManager, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** unit/getManagerUserList: who of the unit may review (its administrators and leaders). */
export async function getUnitManagers(): Promise<UnitManager[]> {
  return (await http.post<UnitManager[]>(`${ZCPS_SH_UNIT}/getManagerUserList`, {})).data;
}

export function useUnitManagers(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...unitReviewQueryKey, "managers"], queryFn: getUnitManagers, enabled }));
}
