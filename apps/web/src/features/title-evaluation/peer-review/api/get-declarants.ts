import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { PEER_ROUTES, type PeerDeclarantRow, type RoundPageQuery } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

export type DeclarantsQuery = RoundPageQuery & { page: number; limit: number };

/** Which declarants of the round: waiting for allocation (getPeerListNFP) or sent out (getDeclareUserListFP). */
export type DeclarantScope = "unallocated" | "allocated";

export async function getDeclarants(scope: DeclarantScope, query: DeclarantsQuery): Promise<Page<PeerDeclarantRow>> {
  return (await http.post<Page<PeerDeclarantRow>>(PEER_ROUTES[scope], query)).data;
}

export function useDeclarants(scope: DeclarantScope, query: DeclarantsQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...peerReviewKey, scope, query],
      queryFn: () => getDeclarants(scope, query as DeclarantsQuery),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
