import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { PEER_ROUTES, type PeerSummaryRow } from "@zcps/contracts/zcps/peer-review/api";
import type { PeerVerdict } from "@zcps/contracts/zcps/peer-review/pass-rule";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

export interface SummaryQuery {
  roundId: string;
  keyword?: string;
  verdict?: PeerVerdict | "PENDING";
  page: number;
  limit: number;
}

/** getPeerListHZ: per declarant the opinions counted and the pass rule's verdict. */
export async function getSummary(query: SummaryQuery): Promise<Page<PeerSummaryRow>> {
  return (await http.post<Page<PeerSummaryRow>>(PEER_ROUTES.summary, query)).data;
}

export function useSummary(query: SummaryQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...peerReviewKey, "summary", query],
      queryFn: () => getSummary(query as SummaryQuery),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
