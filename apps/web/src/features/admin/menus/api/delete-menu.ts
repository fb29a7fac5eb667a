import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { menuTreeQueryKey } from "./get-menu-tree";

export function deleteMenu(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/admin/menu/${encodeURIComponent(id)}`);
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuTreeQueryKey }),
  });
}
