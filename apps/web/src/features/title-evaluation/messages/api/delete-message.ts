import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/request";
import { announceUnreadChanged } from "../../../../lib/unread-messages";
import { messagesQueryKey } from "./get-messages";

export function deleteMessage(id: string) {
  return http.delete<unknown>(`/api/zcps-sh/message/${encodeURIComponent(id)}`);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => {
      announceUnreadChanged();
      return queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
