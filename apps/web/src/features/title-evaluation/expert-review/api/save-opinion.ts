import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type OpinionInput, PEER_ROUTES, type PeerOpinionView } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

/** Saves the opinion as a draft (it may be incomplete), or submits it (then it is read-only). */
export function useOpinion(kind: "save" | "submit") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpinionInput) =>
      http.post<PeerOpinionView>(kind === "save" ? PEER_ROUTES.saveOpinion : PEER_ROUTES.submitOpinion, input),
    onSuccess: () => client.invalidateQueries({ queryKey: expertReviewKey }),
  });
}
