import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { StageListQuery, TeamCaseRow, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { stageKey } from "./keys";

export type CasesQuery = StageListQuery & { page: number; limit: number };

export async function getCases(stage: TeamStage, query: CasesQuery): Promise<Page<TeamCaseRow>> {
  return (await http.post<Page<TeamCaseRow>>(STAGE_WIRING[stage].routes.cases, query)).data;
}

/** Personnel's list of the stage's declarations with their team and status (getDeclareUserList, getUserListBystatus). */
export function useCases(stage: TeamStage, query: CasesQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...stageKey(stage), "cases", query],
      queryFn: () => getCases(stage, query),
      placeholderData: keepPreviousData,
    }),
  );
}
