import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GrantableMenu } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

/** The menus, with their elements, the signed-in administrator may grant: the authority dialog offers these. */
export async function getGrantable(): Promise<GrantableMenu[]> {
  const reply = await http.get<GrantableMenu[]>("/api/admin/group/grantable");
  return reply.data;
}

export const grantableQueryOptions = () =>
  queryOptions({ queryKey: [...groupsQueryKey, "grantable"], queryFn: getGrantable, staleTime: 0 });

export function useGrantable(enabled: boolean) {
  return useQuery({ ...grantableQueryOptions(), enabled });
}
