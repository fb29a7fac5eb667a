import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { ApiRouteRef, ElementRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { elementsQueryKey } from "./get-elements";

/** Lets an element open one more API route. */
export function addElementRoute({ id, route }: { id: string; route: ApiRouteRef }): Promise<Envelope<ElementRow>> {
  return http.post<ElementRow>(`/api/admin/element/${encodeURIComponent(id)}/route`, route);
}

export function useAddElementRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addElementRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: elementsQueryKey }),
  });
}
