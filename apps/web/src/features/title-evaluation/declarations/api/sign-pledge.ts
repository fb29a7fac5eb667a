import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DECLARE_API } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export function signPledge(declarationId: string) {
  return http.post<null>(`${DECLARE_API}/declarations/${encodeURIComponent(declarationId)}/pledge`);
}

export function useSignPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signPledge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
