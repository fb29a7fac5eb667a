import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { ElementInput, ElementRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { elementsQueryKey } from "./get-elements";

/** Saves an element with the whole list of routes it opens. */
export function updateElement({ id, element }: { id: string; element: ElementInput }): Promise<Envelope<ElementRow>> {
  return http.put<ElementRow>(`/api/admin/element/${encodeURIComponent(id)}`, element);
}

export function useUpdateElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateElement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: elementsQueryKey }),
  });
}
