import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { dictTypeTreeQueryKey } from "./get-dict-type-tree";

/** The server refuses a type that still has child types or values, with a message saying which. */
export function deleteDictType(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/dict/dictType/${encodeURIComponent(id)}`);
}

export function useDeleteDictType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictTypeTreeQueryKey }),
  });
}
