import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { DepartUserRow } from "@zcps/contracts/departs";
import { http } from "../../../../lib/request";

export interface DepartUserQuery {
  departId: string;
  page: number;
  limit: number;
  keyword: string;
  /** the users of the sub-departments too */
  descendants: boolean;
}

export async function getDepartUsers({ departId, page, limit, keyword, descendants }: DepartUserQuery) {
  const params: Record<string, string | number> = { departId, page, limit };
  if (keyword.trim()) params.keyword = keyword.trim();
  if (descendants) params.descendants = "true";
  const reply = await http.get<Page<DepartUserRow>>("/api/admin/depart/user", params);
  return reply.data;
}

export const departUsersQueryKey = ["departs", "users"] as const;

export function useDepartUsers(query: DepartUserQuery | null) {
  return useQuery({
    queryKey: [...departUsersQueryKey, query],
    queryFn: () => getDepartUsers(query as DepartUserQuery),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}
