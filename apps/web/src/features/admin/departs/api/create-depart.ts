import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { DepartInput } from "@zcps/contracts/departs";
import { http } from "../../../../lib/request";
import { departTreeQueryKey, type SavedDepart } from "./get-depart-tree";

export function createDepart(depart: DepartInput): Promise<Envelope<SavedDepart>> {
  return http.post<SavedDepart>("/api/admin/depart", depart);
}

export function useCreateDepart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departTreeQueryKey }),
  });
}
