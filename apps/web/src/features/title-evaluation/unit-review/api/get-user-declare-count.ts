import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UserDeclareCount, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** unit/userDeclareCount: the unit's declarants by state, level, series and gender. */
export async function getUserDeclareCount(projectTimeId?: string): Promise<UserDeclareCount> {
  return (await http.get<UserDeclareCount>(`${ZCPS_SH_UNIT}/userDeclareCount`, { projectTimeId })).data;
}

export function useUserDeclareCount(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "userDeclareCount", projectTimeId ?? null],
      queryFn: () => getUserDeclareCount(projectTimeId),
    }),
  );
}
