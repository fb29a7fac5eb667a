import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamProgress, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { stageKey } from "./keys";

export async function getProgress(stage: TeamStage): Promise<TeamProgress> {
  return (await http.get<TeamProgress>(STAGE_WIRING[stage].routes.progress)).data;
}

/** countDetail: the stage's progress per team and per member. */
export function useProgress(stage: TeamStage) {
  return useQuery(queryOptions({ queryKey: [...stageKey(stage), "progress"], queryFn: () => getProgress(stage) }));
}
