import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { DictValueInput, DictValueRow } from "@zcps/contracts/dictionary";
import { http } from "../../../../lib/request";
import { refreshAfterValueChange } from "./get-dict-values";

export function createDictValue(value: DictValueInput): Promise<Envelope<DictValueRow>> {
  return http.post<DictValueRow>("/api/dict/dictValue", value);
}

export function useCreateDictValue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDictValue, onSuccess: () => refreshAfterValueChange(queryClient) });
}
