import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { DictTypeInput } from "@zcps/contracts/dictionary";
import { http } from "../../../../lib/request";
import { dictTypeTreeQueryKey, type SavedDictType } from "./get-dict-type-tree";

export function createDictType(type: DictTypeInput): Promise<Envelope<SavedDictType>> {
  return http.post<SavedDictType>("/api/dict/dictType", type);
}

export function useCreateDictType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDictType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictTypeTreeQueryKey }),
  });
}
