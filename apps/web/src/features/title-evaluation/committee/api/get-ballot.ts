import { queryOptions, useQuery } from "@tanstack/react-query";
import { type BallotView, COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** The member's ballot for the group's current round: its candidates, the cap, and whether it is in. */
export async function getBallot(groupId: string): Promise<BallotView> {
  return (await http.get<BallotView>(pathOf(COMMITTEE_ROUTES.ballot, { groupId }))).data;
}

/** Asked again every 10 s until the ballot is in: the group may open, pause or move to a re-vote meanwhile. */
export function useBallot(groupId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "ballot", groupId ?? ""],
      queryFn: () => getBallot(groupId as string),
      enabled: Boolean(groupId),
      refetchInterval: (query) => (query.state.data?.submitted ? false : 10_000),
    }),
  );
}
