import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantReach } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";

/**
 * The tenants whose users the caller manages: the server says whether that is every tenant (the super tenant's
 * user administrators: tenant column, filter and choice in the form) or only their own.
 */
export async function getUserTenants(): Promise<TenantReach> {
  return (await http.get<TenantReach>("/api/admin/user/tenants")).data;
}

export function useUserTenants() {
  return useQuery(queryOptions({ queryKey: ["users", "tenants"], queryFn: getUserTenants, staleTime: 5 * 60_000 }));
}
