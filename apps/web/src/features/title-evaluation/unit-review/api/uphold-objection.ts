import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UnitDecisionReply, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { unitReviewQueryKey } from "./keys";

export interface UpholdObjectionBody {
  objectionId: string;
  outcome: "RETURN" | "REJECT";
  resolution: string;
  /** the declaration's version */
  version: number;
}

/** unit/upholdObjection (the leader): the declaration goes back to its declarant, or is rejected. */
export const upholdObjection = (body: UpholdObjectionBody) =>
  http.post<UnitDecisionReply>(`${ZCPS_SH_UNIT}/upholdObjection`, body);

export function useUpholdObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upholdObjection,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unitReviewQueryKey });
      void queryClient.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
