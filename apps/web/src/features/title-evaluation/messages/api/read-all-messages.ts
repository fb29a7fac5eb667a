import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/request";
import { announceUnreadChanged } from "../../../../lib/unread-messages";
import { messagesQueryKey } from "./get-messages";

export function readAllMessages() {
  return http.put<number>("/api/zcps-sh/message/readAll");
}

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => {
      announceUnreadChanged();
      return queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
