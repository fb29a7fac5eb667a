import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DepartTreeNode } from "@zcps/contracts/departs";
import { http } from "../../../../lib/request";

/** A department as the create, update and move calls answer it. */
export type SavedDepart = Omit<DepartTreeNode, "children" | "userCount">;

export async function getDepartTree(): Promise<DepartTreeNode[]> {
  const reply = await http.get<DepartTreeNode[]>("/api/admin/depart/tree");
  return reply.data;
}

export const departTreeQueryKey = ["departs", "tree"] as const;

export function useDepartTree() {
  return useQuery(queryOptions({ queryKey: departTreeQueryKey, queryFn: getDepartTree }));
}
