import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** customPushMsg: a reminder (催办) to the experts of the chosen invitations. */
export function useRemindExperts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { assignmentIds: string[]; message?: string }) => http.post<unknown>(PEER_ROUTES.remind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
