import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { GroupUpdate } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupTreeQueryKey, type SavedGroup } from "./get-group-tree";

export function updateGroup({ id, group }: { id: string; group: GroupUpdate }): Promise<Envelope<SavedGroup>> {
  return http.put<SavedGroup>(`/api/admin/group/${encodeURIComponent(id)}`, group);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupTreeQueryKey }),
  });
}
