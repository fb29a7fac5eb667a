import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { ElementInput, ElementRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { menusQueryKey } from "./get-menu-tree";

export function createElement(element: ElementInput): Promise<Envelope<ElementRow>> {
  return http.post<ElementRow>("/api/admin/element", element);
}

/** The tree shows element counts, so both the table and the tree are refreshed. */
export function useCreateElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createElement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menusQueryKey }),
  });
}
