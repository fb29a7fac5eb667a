import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ConfirmResult, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** confirmVerdict: personnel confirm the chosen declarants' verdicts, which moves their declarations on. */
export function useConfirmVerdicts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { roundId: string; declarationIds: string[] }) =>
      http.post<ConfirmResult>(PEER_ROUTES.confirm, body),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
