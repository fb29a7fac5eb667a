import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { GroupTypeInput, GroupTypeRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupTypesQueryKey } from "./get-group-types";

export function updateGroupType({ id, type }: { id: string; type: GroupTypeInput }): Promise<Envelope<GroupTypeRow>> {
  return http.put<GroupTypeRow>(`/api/admin/groupType/${encodeURIComponent(id)}`, type);
}

export function useUpdateGroupType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupTypesQueryKey }),
  });
}
