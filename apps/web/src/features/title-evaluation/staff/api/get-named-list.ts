import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { NamedListRow, NamedListType } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export interface NamedListQuery {
  page: number;
  limit: number;
  projectTimeId?: string;
  status?: string;
  unitId?: string;
  keyword?: string;
}

export const namedListKey = (listType: NamedListType) => ["zcps-named-list", listType] as const;

export function useNamedList(listType: NamedListType, query: NamedListQuery) {
  return useQuery({
    queryKey: [...namedListKey(listType), query],
    queryFn: async () => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));
      return (await http.get<Page<NamedListRow>>(`/api/zcps-sh/${listType}/page`, params)).data;
    },
    placeholderData: keepPreviousData,
  });
}
