import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamDecisionReply } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import type { DecisionRequest } from "../logic";
import { teamReviewKey } from "./keys";

export const submitDecision = ({ url, body }: DecisionRequest) => http.post<TeamDecisionReply>(url, body);

/**
 * The team's decision (personnelForm/submit or returnAudit, synthetical/submit), or personnel's own (submitUser):
 * the request `decisionRequest` built for it.
 */
export function useSubmitDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDecision,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamReviewKey }),
        client.invalidateQueries({ queryKey: declarationDetailKey }),
      ]),
  });
}
