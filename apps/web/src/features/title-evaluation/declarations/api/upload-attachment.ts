import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AttachmentRow, DECLARE_API } from "@zcps/contracts/zcps/declaration/api";
import { request } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export function uploadAttachment({ itemId, file }: { itemId: string; file: File }) {
  const data = new FormData();
  data.append("file", file, file.name);
  return request<AttachmentRow>({
    url: `${DECLARE_API}/items/${encodeURIComponent(itemId)}/attachments`,
    method: "POST",
    data,
  });
}

export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
