import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type VoteCount } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** How many attending members have voted in the group's open round. */
export async function getCount(groupId: string): Promise<VoteCount> {
  return (await http.get<VoteCount>(pathOf(COMMITTEE_ROUTES.count, { groupId }))).data;
}

/** The count asked every 3 s: the live stream's fallback. */
export function usePolledCount(groupId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "count", groupId],
      queryFn: () => getCount(groupId),
      enabled,
      refetchInterval: 3000,
      staleTime: 0,
    }),
  );
}
