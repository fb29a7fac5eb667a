import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES, type PeerRoundInput } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

export type RoundSave =
  | { id?: undefined; input: PeerRoundInput }
  | { id: string; input: Omit<PeerRoundInput, "projectTimeId"> & { status?: "OPEN" | "CLOSED" } };

/** Creates a round of a batch, or changes one (its name, settings, open or closed). */
export function useSaveRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: RoundSave) =>
      id
        ? http.put<{ id: string }>(PEER_ROUTES.round.replace(":id", encodeURIComponent(id)), input)
        : http.post<{ id: string }>(PEER_ROUTES.rounds, input),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewKey }),
  });
}
