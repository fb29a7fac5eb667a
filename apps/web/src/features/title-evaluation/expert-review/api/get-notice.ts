import { useQuery } from "@tanstack/react-query";
import { type ExpertRoundNotice, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

/** The notices (评审须知) of the rounds that invited the expert, shown before their invitations. */
export function useRoundNotices() {
  return useQuery({
    queryKey: [...expertReviewKey, "notice"],
    queryFn: async () => (await http.get<ExpertRoundNotice[]>(PEER_ROUTES.notice)).data,
    staleTime: 5 * 60_000,
  });
}
