import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { type AssignmentPageQuery, PEER_ROUTES, type PeerAssignmentRow } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

export type AssignmentsQuery = AssignmentPageQuery & { page: number; limit: number };

/** findAllocationList: the round's invitations, by status, declarant or expert. */
export async function getAssignments(query: AssignmentsQuery): Promise<Page<PeerAssignmentRow>> {
  return (await http.post<Page<PeerAssignmentRow>>(PEER_ROUTES.assignments, query)).data;
}

export function useAssignments(query: AssignmentsQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...peerReviewKey, "assignments", query],
      queryFn: () => getAssignments(query as AssignmentsQuery),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
