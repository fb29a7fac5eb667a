import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { TableLayoutRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";

export interface TableLayoutQuery {
  page: number;
  limit: number;
  seriesCode?: string;
  level?: string;
}

export async function getTableLayouts({ page, limit, seriesCode, level }: TableLayoutQuery) {
  const params: Record<string, string | number> = { page, limit };
  if (seriesCode) params.seriesCode = seriesCode;
  if (level) params.level = level;
  return (await http.get<Page<TableLayoutRow>>(`${CONFIG_API.table}/page`, params)).data;
}

export const tableLayoutsQueryKey = ["zcps-table-settings"] as const;

export function useTableLayouts(query: TableLayoutQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...tableLayoutsQueryKey, "page", query],
      queryFn: () => getTableLayouts(query),
      placeholderData: keepPreviousData,
    }),
  );
}
