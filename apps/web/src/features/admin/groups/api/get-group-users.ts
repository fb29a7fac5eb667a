import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupUsers } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

export async function getGroupUsers(id: string): Promise<GroupUsers> {
  const reply = await http.get<GroupUsers>(`/api/admin/group/${encodeURIComponent(id)}/user`);
  return reply.data;
}

export const groupUsersQueryKey = [...groupsQueryKey, "users"] as const;

export const groupUsersQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...groupUsersQueryKey, id], queryFn: () => getGroupUsers(id), staleTime: 0 });

export function useGroupUsers(id: string | undefined) {
  return useQuery({ ...groupUsersQueryOptions(id ?? ""), enabled: Boolean(id) });
}
