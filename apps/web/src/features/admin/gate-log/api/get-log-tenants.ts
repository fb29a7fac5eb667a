import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TenantReach } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";

/** The tenants whose entries the caller reads: the server says whether that is more than their own. */
export async function getLogTenants(): Promise<TenantReach> {
  return (await http.get<TenantReach>("/api/admin/gateLog/tenants")).data;
}

export function useLogTenants() {
  return useQuery(queryOptions({ queryKey: ["gateLog", "tenants"], queryFn: getLogTenants, staleTime: 5 * 60_000 }));
}
