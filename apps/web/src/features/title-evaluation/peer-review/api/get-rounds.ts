import { queryOptions, useQuery } from "@tanstack/react-query";
import { PEER_ROUTES, type PeerRound } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** The batch's review rounds (the current project's default batch when none is named). */
export async function getRounds(projectTimeId: string | undefined): Promise<PeerRound[]> {
  return (await http.get<PeerRound[]>(PEER_ROUTES.rounds, { projectTimeId })).data;
}

export function useRounds(projectTimeId: string | undefined, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...peerReviewKey, "rounds", projectTimeId ?? ""],
      queryFn: () => getRounds(projectTimeId),
      enabled,
    }),
  );
}
