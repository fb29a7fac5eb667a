import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DepartNode } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";

/** The department tree of a tenant (the caller's own when none is named). */
export async function getDepartTree(tenantId?: string): Promise<DepartNode[]> {
  const reply = await http.get<DepartNode[]>("/api/admin/user/findNode", tenantId ? { tenantId } : undefined);
  return reply.data;
}

export const departTreeQueryOptions = (tenantId?: string) =>
  queryOptions({
    queryKey: ["users", "departTree", tenantId ?? null],
    queryFn: () => getDepartTree(tenantId),
    staleTime: 5 * 60_000,
  });

export function useDepartTree(tenantId?: string) {
  return useQuery(departTreeQueryOptions(tenantId));
}
