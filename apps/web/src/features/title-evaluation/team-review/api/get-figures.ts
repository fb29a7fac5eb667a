import { queryOptions, useQuery } from "@tanstack/react-query";
import { PERSONNEL_ROUTES, type PersonnelFigures } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { teamReviewKey } from "./keys";

export async function getFigures(): Promise<PersonnelFigures> {
  return (await http.get<PersonnelFigures>(PERSONNEL_ROUTES.findCount)).data;
}

/** personnel/findCount: both stages' figures at a glance. */
export function useFigures() {
  return useQuery(queryOptions({ queryKey: [...teamReviewKey, "figures"], queryFn: getFigures }));
}
