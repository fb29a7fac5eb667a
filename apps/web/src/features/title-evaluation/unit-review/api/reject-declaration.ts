import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UnitDecisionReply, type UnitRejectBody, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { unitReviewQueryKey } from "./keys";

/** unit/reject: the unit leader rejects a declaration, with the reason (final for the batch). */
export const rejectDeclaration = (body: UnitRejectBody) => http.post<UnitDecisionReply>(`${ZCPS_SH_UNIT}/reject`, body);

export function useRejectDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeclaration,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unitReviewQueryKey });
      void queryClient.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
