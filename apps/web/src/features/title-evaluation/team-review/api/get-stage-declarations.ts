import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { PERSONNEL_ROUTES, type PersonnelListQuery, type TeamCaseRow } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { teamReviewKey } from "./keys";

export type StageDeclarationsQuery = PersonnelListQuery & { page: number; limit: number };

export async function getStageDeclarations(query: StageDeclarationsQuery): Promise<Page<TeamCaseRow>> {
  return (await http.post<Page<TeamCaseRow>>(PERSONNEL_ROUTES.declarations, query)).data;
}

/** personnel/getDeclareUserList: every declaration that reached a stage, with its outcome there (a count's cell). */
export function useStageDeclarations(query: StageDeclarationsQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...teamReviewKey, "stage-declarations", query],
      queryFn: () => getStageDeclarations(query as StageDeclarationsQuery),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
