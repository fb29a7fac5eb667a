import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { departTreeQueryKey } from "./get-depart-tree";

/** The server refuses a department that still has sub-departments or users, with a message saying which. */
export function deleteDepart(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/admin/depart/${encodeURIComponent(id)}`);
}

export function useDeleteDepart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departTreeQueryKey }),
  });
}
