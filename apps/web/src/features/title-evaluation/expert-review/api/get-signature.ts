import { useQuery } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { download } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

export const signatureKey = [...expertReviewKey, "signature"] as const;

/** The expert's signature image (fetched with their authorization), once they have one. */
export function useSignature(enabled: boolean) {
  return useQuery({
    queryKey: signatureKey,
    queryFn: async () => (await download(PEER_ROUTES.signature)).blob,
    enabled,
  });
}
