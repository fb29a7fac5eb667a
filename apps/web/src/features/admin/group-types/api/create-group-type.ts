import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { GroupTypeInput, GroupTypeRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupTypesQueryKey } from "./get-group-types";

export function createGroupType(type: GroupTypeInput): Promise<Envelope<GroupTypeRow>> {
  return http.post<GroupTypeRow>("/api/admin/groupType", type);
}

export function useCreateGroupType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupTypesQueryKey }),
  });
}
