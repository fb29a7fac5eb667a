import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupNode } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";

/** A role as the create and update calls answer it. */
export type SavedGroup = Omit<GroupNode, "children">;

export async function getGroupTree(groupTypeId: string): Promise<GroupNode[]> {
  const reply = await http.get<GroupNode[]>("/api/admin/group/tree", { groupTypeId });
  return reply.data;
}

export const groupsQueryKey = ["groups"] as const;
export const groupTreeQueryKey = [...groupsQueryKey, "tree"] as const;

export const groupTreeQueryOptions = (groupTypeId: string) =>
  queryOptions({ queryKey: [...groupTreeQueryKey, groupTypeId], queryFn: () => getGroupTree(groupTypeId) });

export function useGroupTree(groupTypeId: string) {
  return useQuery(groupTreeQueryOptions(groupTypeId));
}
