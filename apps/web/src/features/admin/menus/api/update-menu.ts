import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { MenuInput } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { menuTreeQueryKey, type SavedMenu } from "./get-menu-tree";

/** Saves a menu; a new parent moves it with everything below it. */
export function updateMenu({ id, menu }: { id: string; menu: MenuInput }): Promise<Envelope<SavedMenu>> {
  return http.put<SavedMenu>(`/api/admin/menu/${encodeURIComponent(id)}`, menu);
}

export function useUpdateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuTreeQueryKey }),
  });
}
