import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { type ExpertVerificationRow, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

export interface VerificationQuery {
  page: number;
  limit: number;
  keyword?: string;
  verified?: "true" | "false";
}

export const verificationsKey = [...expertReviewKey, "verifications"] as const;

/** Every approved expert with their identity verification (the administrator's IdentityVerification). */
export function useVerifications(query: VerificationQuery) {
  return useQuery({
    queryKey: [...verificationsKey, query],
    queryFn: async () => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));
      return (await http.get<Page<ExpertVerificationRow>>(PEER_ROUTES.verifications, params)).data;
    },
    placeholderData: keepPreviousData,
  });
}
