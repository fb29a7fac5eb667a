import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupTypeRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

/** Every role type of the tenant: one tab each. */
export async function getGroupTypeTabs(): Promise<GroupTypeRow[]> {
  const reply = await http.get<GroupTypeRow[]>("/api/admin/groupType/all");
  return reply.data;
}

export const groupTypeTabsQueryOptions = () =>
  queryOptions({ queryKey: [...groupsQueryKey, "types"], queryFn: getGroupTypeTabs });

export function useGroupTypeTabs() {
  return useQuery(groupTypeTabsQueryOptions());
}
