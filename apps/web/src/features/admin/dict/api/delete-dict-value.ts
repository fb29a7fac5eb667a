import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { refreshAfterValueChange } from "./get-dict-values";

export function deleteDictValue(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`/api/dict/dictValue/${encodeURIComponent(id)}`);
}

export function useDeleteDictValue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDictValue, onSuccess: () => refreshAfterValueChange(queryClient) });
}
