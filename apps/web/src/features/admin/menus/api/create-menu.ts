import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { MenuInput } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { menuTreeQueryKey, type SavedMenu } from "./get-menu-tree";

export function createMenu(menu: MenuInput): Promise<Envelope<SavedMenu>> {
  return http.post<SavedMenu>("/api/admin/menu", menu);
}

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuTreeQueryKey }),
  });
}
