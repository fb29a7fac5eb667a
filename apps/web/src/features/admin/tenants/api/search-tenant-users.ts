import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantUser } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";

/** Users of every tenant whose name or account contains the keyword (at most 20), to choose an owner. */
export async function searchTenantUsers(keyword: string): Promise<TenantUser[]> {
  const reply = await http.get<TenantUser[]>("/api/admin/tenant/userOptions", {
    keyword: keyword.trim() || undefined,
  });
  return reply.data;
}

export function useTenantUserOptions(keyword: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ["tenants", "userOptions", keyword],
      queryFn: () => searchTenantUsers(keyword),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
