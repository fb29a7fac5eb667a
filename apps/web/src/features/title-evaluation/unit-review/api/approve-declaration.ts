import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UnitApproveBody, type UnitDecisionReply, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { unitReviewQueryKey } from "./keys";

/** unit/submit: the unit approves (where the leader signs second, an administrator's approval only signs). */
export const approveDeclaration = (body: UnitApproveBody) =>
  http.post<UnitDecisionReply>(`${ZCPS_SH_UNIT}/submit`, body);

export function useApproveDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeclaration,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unitReviewQueryKey });
      void queryClient.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
