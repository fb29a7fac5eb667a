import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { PEER_ROUTES, type PeerOpinionRow } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

export interface OpinionsQuery {
  roundId: string;
  validity?: "VALID" | "INVALID";
  keyword?: string;
  page: number;
  limit: number;
}

/** getPeerListSS: the round's submitted opinions. */
export async function getOpinions(query: OpinionsQuery): Promise<Page<PeerOpinionRow>> {
  return (await http.post<Page<PeerOpinionRow>>(PEER_ROUTES.opinions, query)).data;
}

export function useOpinions(query: OpinionsQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...peerReviewKey, "opinions", query],
      queryFn: () => getOpinions(query as OpinionsQuery),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
