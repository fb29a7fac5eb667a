import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamStage, TeamsReply } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { stageKey } from "./keys";

export async function getTeams(stage: TeamStage): Promise<TeamsReply> {
  return (await http.get<TeamsReply>(STAGE_WIRING[stage].routes.teams)).data;
}

/** getManegerUserList: the stage's teams with their members and loads, and who may join one. */
export function useTeams(stage: TeamStage, enabled = true) {
  return useQuery(queryOptions({ queryKey: [...stageKey(stage), "teams"], queryFn: () => getTeams(stage), enabled }));
}
