import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamRow, TeamSave, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING, withId } from "../stage";
import { teamReviewKey } from "./keys";

export function saveTeam(stage: TeamStage, { id, ...team }: TeamSave & { id?: string }) {
  const { routes } = STAGE_WIRING[stage];
  return id ? http.put<TeamRow>(withId(routes.teamUpdate, id), team) : http.post<TeamRow>(routes.teamCreate, team);
}

/** Forms a team, or changes one (its name, leader and members). */
export function useSaveTeam(stage: TeamStage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (team: TeamSave & { id?: string }) => saveTeam(stage, team),
    onSuccess: () => client.invalidateQueries({ queryKey: teamReviewKey }),
  });
}
