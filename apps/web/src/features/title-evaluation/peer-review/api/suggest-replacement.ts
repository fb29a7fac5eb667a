import { queryOptions, useQuery } from "@tanstack/react-query";
import { PEER_ROUTES, type ReplacementSuggestions } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** The experts who could replace an invitation, best first, under the round's current loads. */
export async function suggestReplacement(assignmentId: string): Promise<ReplacementSuggestions> {
  return (await http.post<ReplacementSuggestions>(PEER_ROUTES.suggestReplacement, { assignmentId })).data;
}

export function useReplacementSuggestions(assignmentId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...peerReviewKey, "replacement", assignmentId],
      queryFn: () => suggestReplacement(assignmentId as string),
      enabled: assignmentId !== null,
      staleTime: 0,
    }),
  );
}
