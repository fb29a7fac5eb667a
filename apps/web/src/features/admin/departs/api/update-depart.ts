import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { DepartInput } from "@zcps/contracts/departs";
import { http } from "../../../../lib/request";
import { departTreeQueryKey, type SavedDepart } from "./get-depart-tree";
import { departUsersQueryKey } from "./get-depart-users";

/** Renames, retypes or re-parents a department (user lists show its new name). */
export function updateDepart({ id, depart }: { id: string; depart: DepartInput }): Promise<Envelope<SavedDepart>> {
  return http.put<SavedDepart>(`/api/admin/depart/${encodeURIComponent(id)}`, depart);
}

export function useUpdateDepart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: departTreeQueryKey }),
        queryClient.invalidateQueries({ queryKey: departUsersQueryKey }),
      ]),
  });
}
