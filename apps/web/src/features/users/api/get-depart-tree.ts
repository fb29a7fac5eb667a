import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DepartNode } from "@zcps/contracts/api";
import { http } from "../../../lib/request";

export async function getDepartTree(): Promise<DepartNode[]> {
  const reply = await http.get<DepartNode[]>("/api/admin/user/findNode");
  return reply.data;
}

export const departTreeQueryOptions = () =>
  queryOptions({ queryKey: ["users", "departTree"], queryFn: getDepartTree, staleTime: 5 * 60_000 });

export function useDepartTree() {
  return useQuery(departTreeQueryOptions());
}
