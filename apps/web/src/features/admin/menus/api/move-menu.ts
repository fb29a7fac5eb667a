import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { MenuMove } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { menuTreeQueryKey, type SavedMenu } from "./get-menu-tree";

/** Drag and drop: a parent (null for the top level) and the position among its children. */
export function moveMenu({ id, move }: { id: string; move: MenuMove }): Promise<Envelope<SavedMenu>> {
  return http.put<SavedMenu>(`/api/admin/menu/${encodeURIComponent(id)}/move`, move);
}

export function useMoveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMenu,
    // a refused move (a cycle, a taken code) puts the tree back as the server has it
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuTreeQueryKey }),
  });
}
