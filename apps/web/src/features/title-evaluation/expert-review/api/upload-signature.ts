import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";

export { SIGNATURE_MAX_BYTES } from "@zcps/contracts/zcps/peer-review/api";

import { request } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

/** The image types and size a signature may have. */
export const SIGNATURE_TYPES = ["image/png", "image/jpeg"] as const;

/** Uploads the expert's signature image (PNG or JPG); it signs their submitted opinions. */
export function useUploadSignature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const data = new FormData();
      data.append("file", file);
      return request<unknown>({ url: PEER_ROUTES.signatureUpload, method: "POST", data });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: expertReviewKey }),
  });
}
