import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { groupTypesQueryKey } from "./get-group-types";

/** Refused with a message while roles use the type. */
export function deleteGroupType(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/admin/groupType/${encodeURIComponent(id)}`);
}

export function useDeleteGroupType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupTypesQueryKey }),
  });
}
