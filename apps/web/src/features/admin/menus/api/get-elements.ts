import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { ElementRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { menusQueryKey } from "./get-menu-tree";

export interface ElementPageQuery {
  menuId: string;
  page: number;
  limit: number;
  /** code or name contains it */
  name: string;
}

export async function getElements({ menuId, page, limit, name }: ElementPageQuery): Promise<Page<ElementRow>> {
  const params: Record<string, string | number> = { menuId, page, limit };
  if (name.trim()) params.name = name.trim();
  const reply = await http.get<Page<ElementRow>>("/api/admin/element/page", params);
  return reply.data;
}

export const elementsQueryKey = [...menusQueryKey, "elements"] as const;

export const elementsQueryOptions = (query: ElementPageQuery) =>
  queryOptions({
    queryKey: [...elementsQueryKey, query],
    queryFn: () => getElements(query),
    placeholderData: keepPreviousData,
  });

export function useElements(query: ElementPageQuery | null) {
  return useQuery({
    ...elementsQueryOptions(query ?? { menuId: "", page: 1, limit: 10, name: "" }),
    enabled: Boolean(query),
  });
}
