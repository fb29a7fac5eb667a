import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** cancelPeerAllocation: invitations whose packet no expert opened yet are withdrawn, with a reason. */
export function useCancelAssignments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { assignmentIds: string[]; reason: string }) => http.post<unknown>(PEER_ROUTES.cancel, body),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
