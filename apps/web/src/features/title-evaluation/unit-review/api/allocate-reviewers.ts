import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PersonAllocationBody, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** unit/personAllocation: the chosen declarations get these reviewers (replacing their former ones). */
export const allocateReviewers = (body: PersonAllocationBody) =>
  http.post<{ assigned: number }>(`${ZCPS_SH_UNIT}/personAllocation`, body);

export function useAllocateReviewers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allocateReviewers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitReviewQueryKey }),
  });
}
