import { useQuery } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

export const signatureKey = [...expertReviewKey, "signature"] as const;

/** The signature as getAutograph returns it: a data URL an <img> shows without the bearer header. */
export interface ExpertSignature {
  fileId: string;
  mime: string;
  dataUrl: string;
  uploadedAt: string;
}

/** The expert's signature image, once they have one. */
export function useSignature(enabled: boolean) {
  return useQuery({
    queryKey: signatureKey,
    queryFn: async () => (await http.get<ExpertSignature | null>(PEER_ROUTES.signature)).data,
    enabled,
  });
}
