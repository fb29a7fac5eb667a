import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { DictTypeInput } from "@zcps/contracts/dictionary";
import { http } from "../../../../lib/request";
import { dictTypeTreeQueryKey, type SavedDictType } from "./get-dict-type-tree";

/** Renames a type or moves it under another parent. */
export function updateDictType({ id, type }: { id: string; type: DictTypeInput }): Promise<Envelope<SavedDictType>> {
  return http.put<SavedDictType>(`/api/dict/dictType/${encodeURIComponent(id)}`, type);
}

export function useUpdateDictType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictTypeTreeQueryKey }),
  });
}
