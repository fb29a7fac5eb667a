import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { departTreeQueryKey, type SavedDepart } from "./get-depart-tree";

/** Drag and drop: under `parentId`, at `index` among its children. */
export function moveDepart({
  id,
  parentId,
  index,
}: {
  id: string;
  parentId: string;
  index: number;
}): Promise<Envelope<SavedDepart>> {
  return http.put<SavedDepart>(`/api/admin/depart/${encodeURIComponent(id)}/move`, { parentId, index });
}

export function useMoveDepart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDepart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: departTreeQueryKey }),
  });
}
