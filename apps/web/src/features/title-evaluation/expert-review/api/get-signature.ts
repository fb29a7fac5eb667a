import { useQuery } from "@tanstack/react-query";
import { type ExpertSignature, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

export const signatureKey = [...expertReviewKey, "signature"] as const;

/** The expert's signature image, once they have one. */
export function useSignature(enabled: boolean) {
  return useQuery({
    queryKey: signatureKey,
    queryFn: async () => (await http.get<ExpertSignature | null>(PEER_ROUTES.signature)).data,
    enabled,
  });
}
