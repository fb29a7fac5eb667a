import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DECLARE_API, type DeclarationChoice } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export function createDeclaration(choice: DeclarationChoice) {
  return http.post<{ id: string }>(`${DECLARE_API}/declarations`, choice);
}

export function useCreateDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeclaration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
