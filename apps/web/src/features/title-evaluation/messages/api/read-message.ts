import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageRow } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";
import { announceUnreadChanged } from "../../../../lib/unread-messages";
import { messagesQueryKey } from "./get-messages";

/** Reads one message; the server marks it read. */
export async function readMessage(id: string): Promise<MessageRow> {
  return (await http.get<MessageRow>(`/api/zcps-sh/message/${encodeURIComponent(id)}`)).data;
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () => {
      announceUnreadChanged();
      return queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
