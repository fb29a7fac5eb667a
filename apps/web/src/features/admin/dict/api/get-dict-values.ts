import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { DictValueRow } from "@zcps/contracts/dictionary";
import { http } from "../../../../lib/request";
import { dictTypeTreeQueryKey } from "./get-dict-type-tree";

export interface DictValueQuery {
  typeId: string;
  page: number;
  limit: number;
  keyword: string;
  /** "true", "false" or undefined for both */
  enabled?: "true" | "false";
}

export async function getDictValues({ typeId, page, limit, keyword, enabled }: DictValueQuery) {
  const params: Record<string, string | number> = { typeId, page, limit };
  if (keyword.trim()) params.keyword = keyword.trim();
  if (enabled) params.enabled = enabled;
  const reply = await http.get<Page<DictValueRow>>("/api/dict/dictValue/page", params);
  return reply.data;
}

export const dictValuesQueryKey = ["dictionary", "values"] as const;

export function useDictValuePage(query: DictValueQuery | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...dictValuesQueryKey, query],
      queryFn: () => getDictValues(query as DictValueQuery),
      placeholderData: keepPreviousData,
    }),
    enabled: query !== null,
  });
}

/**
 * After a value changes: the page, the type tree's counts, and the look-ups every form reads (lib/dict.ts keeps
 * them under "dict").
 */
export function refreshAfterValueChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dictValuesQueryKey }),
    queryClient.invalidateQueries({ queryKey: dictTypeTreeQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["dict"] }),
  ]);
}
