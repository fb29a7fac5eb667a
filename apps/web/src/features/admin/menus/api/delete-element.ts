import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { menusQueryKey } from "./get-menu-tree";

export function deleteElement(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/admin/element/${encodeURIComponent(id)}`);
}

export function useDeleteElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteElement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menusQueryKey }),
  });
}
