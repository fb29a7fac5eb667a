import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReturnAuditBody, TransitionReply } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { unitReviewQueryKey } from "./keys";

/** sys/returnAudit to the declarant: the whole declaration, or the chosen items and material types. */
export const returnDeclaration = (body: Omit<ReturnAuditBody, "target" | "departIds">) =>
  http.post<TransitionReply>("/api/zcps-sh/sys/returnAudit", { ...body, target: "DECLARANT" });

export function useReturnDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnDeclaration,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unitReviewQueryKey });
      void queryClient.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
