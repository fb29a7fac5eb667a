import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpertInput, ExpertKind, ExpertRow } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

export function useSaveExpert(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ExpertInput }) =>
      id
        ? http.put<ExpertRow>(`${poolApi(kind)}/${encodeURIComponent(id)}`, input)
        : http.post<ExpertRow>(poolApi(kind), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertsKey(kind) }),
  });
}
