import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { DictValueInput, DictValueRow } from "@zcps/contracts/dictionary";
import { http } from "../../../../lib/request";
import { refreshAfterValueChange } from "./get-dict-values";

export function updateDictValue({ id, value }: { id: string; value: DictValueInput }): Promise<Envelope<DictValueRow>> {
  return http.put<DictValueRow>(`/api/dict/dictValue/${encodeURIComponent(id)}`, value);
}

export function useUpdateDictValue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDictValue, onSuccess: () => refreshAfterValueChange(queryClient) });
}
