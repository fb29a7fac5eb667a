import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NamedListInput, NamedListRow, NamedListType } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { namedListKey } from "./get-named-list";

export function useSaveNamedListEntry(listType: NamedListType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: NamedListInput }) =>
      id
        ? http.put<NamedListRow>(`/api/zcps-sh/${listType}/${encodeURIComponent(id)}`, input)
        : http.post<NamedListRow>(`/api/zcps-sh/${listType}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namedListKey(listType) }),
  });
}
