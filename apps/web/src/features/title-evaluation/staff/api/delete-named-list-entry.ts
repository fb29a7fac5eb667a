import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NamedListType } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { namedListKey } from "./get-named-list";

export function useDeleteNamedListEntry(listType: NamedListType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/api/zcps-sh/${listType}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namedListKey(listType) }),
  });
}
