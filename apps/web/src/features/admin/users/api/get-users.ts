import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, UserRow } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";

export interface UserPageQuery {
  page: number;
  limit: number;
  /** one keyword matched against both name and account (spec 3.2) */
  keyword: string;
  departId?: string;
  /** one tenant's users (only a caller managing several tenants chooses one) */
  tenantId?: string;
}

export async function getUsers({ page, limit, keyword, departId, tenantId }: UserPageQuery): Promise<Page<UserRow>> {
  const kw = keyword.trim();
  const params: Record<string, string | number> = { page, limit };
  if (kw) {
    params.name = kw;
    params.username = kw;
  }
  if (departId) params.departId = departId;
  if (tenantId) params.tenantId = tenantId;
  const reply = await http.get<Page<UserRow>>("/api/admin/user/page", params);
  return reply.data;
}

export const usersQueryKey = ["users", "page"] as const;

export const usersQueryOptions = (query: UserPageQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserPageQuery) {
  return useQuery(usersQueryOptions(query));
}
