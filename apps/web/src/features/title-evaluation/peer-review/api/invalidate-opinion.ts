import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** returnAudit: a submitted opinion is marked invalid with a reason (the declarant then needs a replacement). */
export function useInvalidateOpinion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { assignmentId: string; reason: string }) => http.post<unknown>(PEER_ROUTES.invalidate, body),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
