import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { ApiRouteRef, ElementRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { elementsQueryKey } from "./get-elements";

/** Stops an element opening one API route. */
export function removeElementRoute({ id, route }: { id: string; route: ApiRouteRef }): Promise<Envelope<ElementRow>> {
  return http.delete<ElementRow>(`/api/admin/element/${encodeURIComponent(id)}/route`, { ...route });
}

export function useRemoveElementRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeElementRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: elementsQueryKey }),
  });
}
