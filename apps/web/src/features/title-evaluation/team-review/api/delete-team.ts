import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING, withId } from "../stage";
import { teamReviewKey } from "./keys";

export const deleteTeam = (stage: TeamStage, id: string) =>
  http.delete<null>(withId(STAGE_WIRING[stage].routes.teamDelete, id));

/** Deletes a team (refused while it holds declarations still to decide). */
export function useDeleteTeam(stage: TeamStage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTeam(stage, id),
    onSuccess: () => client.invalidateQueries({ queryKey: teamReviewKey }),
  });
}
