import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES, type ReplacementReason } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** saveHistory: a replacement expert (补派) for a declined, expired or invalid invitation, with the reason's code. */
export function useReplaceExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { assignmentId: string; expertId: string; reasonCode: ReplacementReason; reason?: string }) =>
      http.post<unknown>(PEER_ROUTES.replace, body),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
