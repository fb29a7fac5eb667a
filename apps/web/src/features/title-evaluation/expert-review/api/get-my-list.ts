import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { type AssignmentStatus, type ExpertAssignmentRow, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

export interface MyListQuery {
  page: number;
  limit: number;
  status?: AssignmentStatus;
}

/** The expert's own invitations: in an anonymous round the declarant is only a code. */
export function useMyInvitations(query: MyListQuery) {
  return useQuery({
    queryKey: [...expertReviewKey, "list", query],
    queryFn: async () => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
      return (await http.get<Page<ExpertAssignmentRow>>(PEER_ROUTES.myList, params)).data;
    },
    placeholderData: keepPreviousData,
  });
}
