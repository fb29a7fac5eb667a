import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { MessageRow } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

export interface MessagePageQuery {
  page: number;
  limit: number;
  unread?: boolean;
}

export async function getMessages({ page, limit, unread }: MessagePageQuery): Promise<Page<MessageRow>> {
  const params: Record<string, string | number> = { page, limit };
  if (unread !== undefined) params.unread = String(unread);
  return (await http.get<Page<MessageRow>>("/api/zcps-sh/message/page", params)).data;
}

export const messagesQueryKey = ["zcps-messages"] as const;

export function useMessages(query: MessagePageQuery, language: string) {
  return useQuery(
    queryOptions({
      // the texts come in the caller's language
      queryKey: [...messagesQueryKey, "page", query, language],
      queryFn: () => getMessages(query),
      placeholderData: keepPreviousData,
    }),
  );
}
