import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpertKind } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

export function useDeleteExpert(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`${poolApi(kind)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertsKey(kind) }),
  });
}
