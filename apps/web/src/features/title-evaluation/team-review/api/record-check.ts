import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamCheckBody, TeamCheckReply, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { teamReviewKey } from "./keys";

export const recordCheck = (stage: TeamStage, body: TeamCheckBody) =>
  http.post<TeamCheckReply>(STAGE_WIRING[stage].routes.check, body);

/** check, userCheck: a member's check (checklist, conclusion, comment), recorded for the team; it decides nothing. */
export function useRecordCheck(stage: TeamStage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamCheckBody) => recordCheck(stage, body),
    onSuccess: () => client.invalidateQueries({ queryKey: teamReviewKey }),
  });
}
