import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { TenantRow } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";

export interface TenantPageQuery {
  page: number;
  limit: number;
  /** the name or the code contains it */
  keyword: string;
  enabled?: boolean;
}

export async function getTenants({ page, limit, keyword, enabled }: TenantPageQuery): Promise<Page<TenantRow>> {
  const reply = await http.get<Page<TenantRow>>("/api/admin/tenant/page", {
    page,
    limit,
    name: keyword.trim() || undefined,
    enabled,
  });
  return reply.data;
}

export const tenantsQueryKey = ["tenants", "page"] as const;

export function useTenants(query: TenantPageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...tenantsQueryKey, query],
      queryFn: () => getTenants(query),
      placeholderData: keepPreviousData,
    }),
  );
}
