import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

/** Refused while the role has child roles; its members lose what it granted. */
export function deleteGroup(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/admin/group/${encodeURIComponent(id)}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  });
}
