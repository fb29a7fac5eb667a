import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DECLARE_API } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export function deleteAttachment(attachmentId: string) {
  return http.delete<null>(`${DECLARE_API}/attachments/${encodeURIComponent(attachmentId)}`);
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
