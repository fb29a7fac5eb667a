import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamCheckContent, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { stageKey } from "./keys";

export async function getCheckContent(stage: TeamStage, declarationId: string): Promise<TeamCheckContent> {
  return (await http.get<TeamCheckContent>(STAGE_WIRING[stage].routes.checkCont, { declarationId })).data;
}

/**
 * findCheckCont, getCheckCont: one declaration as the team checks it: the whole declaration, eligibility on verified
 * items, the departments' verdicts, duplicate claims, the checklist, the checks so far and what the caller may do.
 */
export function useCheckContent(stage: TeamStage, declarationId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...stageKey(stage), "content", declarationId],
      queryFn: () => getCheckContent(stage, declarationId as string),
      enabled: declarationId !== null,
    }),
  );
}
