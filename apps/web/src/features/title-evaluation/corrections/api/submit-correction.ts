import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CorrectionInput } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";
import { correctionsQueryKey } from "./get-corrections";

export function submitCorrection(input: CorrectionInput) {
  return http.post<{ id: string }>("/api/zcps-sh/personErrorCorrection", input);
}

export function useSubmitCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsQueryKey }),
  });
}
