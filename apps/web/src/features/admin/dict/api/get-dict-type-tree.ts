import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DictTypeNode } from "@zcps/contracts/dictionary";
import { http } from "../../../../lib/request";

/** A type as the create and update calls answer it. */
export type SavedDictType = Omit<DictTypeNode, "children" | "valueCount">;

export async function getDictTypeTree(): Promise<DictTypeNode[]> {
  const reply = await http.get<DictTypeNode[]>("/api/dict/dictType/tree");
  return reply.data;
}

export const dictTypeTreeQueryKey = ["dictionary", "types"] as const;

export const dictTypeTreeQueryOptions = () =>
  queryOptions({ queryKey: dictTypeTreeQueryKey, queryFn: getDictTypeTree });

export function useDictTypeTree() {
  return useQuery(dictTypeTreeQueryOptions());
}
