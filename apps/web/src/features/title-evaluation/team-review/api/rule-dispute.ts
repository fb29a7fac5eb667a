import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RulingBody, SYNTHESIS_ROUTES, type TeamDecisionReply } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { teamReviewKey } from "./keys";

export const ruleDispute = (body: RulingBody) => http.post<TeamDecisionReply>(SYNTHESIS_ROUTES.review, body);

/** synthetical/review: the personnel lead settles a disputed declaration, qualified or not, with the reason. */
export function useRuleDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ruleDispute,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamReviewKey }),
        client.invalidateQueries({ queryKey: declarationDetailKey }),
      ]),
  });
}
