import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  PERSONNEL_ROUTES,
  SYNTHESIS_ROUTES,
  type TeamDecisionReply,
  type TeamStage,
  type TeamWithdrawBody,
} from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { teamReviewKey } from "./keys";

const WITHDRAW: Record<TeamStage, string> = {
  FORMAL_AUDIT: PERSONNEL_ROUTES.withdraw,
  SYNTHESIS_REVIEW: SYNTHESIS_ROUTES.withdraw,
};

export const withdrawDecision = (stage: TeamStage, body: TeamWithdrawBody) =>
  http.post<TeamDecisionReply>(WITHDRAW[stage], body);

/** The team takes its decision back, with a reason, while the next stage has not acted. */
export function useWithdrawDecision(stage: TeamStage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamWithdrawBody) => withdrawDecision(stage, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamReviewKey }),
        client.invalidateQueries({ queryKey: declarationDetailKey }),
      ]),
  });
}
