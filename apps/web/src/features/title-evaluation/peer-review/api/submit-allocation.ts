import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES, type SubmitResult } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** submitAllocation: the plan's fully served declarants are sent out and their experts invited (once per plan). */
export function useSubmitAllocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (simulationId: string) => http.post<SubmitResult>(PEER_ROUTES.submit, { simulationId }),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
