import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { GroupUsers, GroupUsersInput } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

/** Replaces the members and leaders of a role. */
export function setGroupUsers({ id, users }: { id: string; users: GroupUsersInput }): Promise<Envelope<GroupUsers>> {
  return http.put<GroupUsers>(`/api/admin/group/${encodeURIComponent(id)}/user`, users);
}

export function useSetGroupUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGroupUsers,
    // member counts show in the tree
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
