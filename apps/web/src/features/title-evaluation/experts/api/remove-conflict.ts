import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpertConflictRow, ExpertKind } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

export function useRemoveConflict(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, conflictId }: { id: string; conflictId: string }) =>
      http.delete<ExpertConflictRow[]>(
        `${poolApi(kind)}/${encodeURIComponent(id)}/conflicts/${encodeURIComponent(conflictId)}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertsKey(kind) }),
  });
}
