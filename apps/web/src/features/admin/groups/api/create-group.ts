import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { GroupCreate } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey, type SavedGroup } from "./get-group-tree";

export function createGroup(group: GroupCreate): Promise<Envelope<SavedGroup>> {
  return http.post<SavedGroup>("/api/admin/group", group);
}

/** Role counts show on the type tabs too, so every role query is refreshed. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
