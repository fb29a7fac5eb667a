import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NamedListRow, NamedListType } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { namedListKey } from "./get-named-list";

export function useReviewNamedListEntry(listType: NamedListType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, comment }: { id: string; decision: "approved" | "rejected"; comment?: string }) =>
      http.post<NamedListRow>(`/api/zcps-sh/${listType}/${encodeURIComponent(id)}/review`, { decision, comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namedListKey(listType) }),
  });
}
