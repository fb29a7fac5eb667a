import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConflictInput, ExpertConflictRow, ExpertKind } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

export function useAddConflict(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConflictInput }) =>
      http.post<ExpertConflictRow[]>(`${poolApi(kind)}/${encodeURIComponent(id)}/conflicts`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertsKey(kind) }),
  });
}
