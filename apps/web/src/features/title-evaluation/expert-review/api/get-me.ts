import { useQuery } from "@tanstack/react-query";
import { type ExpertSelf, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

export const meKey = [...expertReviewKey, "me"] as const;

/** The expert's own record as the school holds it (masked phone), and whether they are verified. */
export function useExpertSelf(enabled = true) {
  return useQuery({
    queryKey: meKey,
    queryFn: async () => (await http.get<ExpertSelf>(PEER_ROUTES.me)).data,
    enabled,
  });
}
