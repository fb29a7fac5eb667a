import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DismissAppealBody, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { pathOf, resultsKey } from "./keys";

/** The appeal is dismissed: the decision stands. */
export const dismissAppeal = ({ id, body }: { id: string; body: DismissAppealBody }) =>
  http.post<unknown>(pathOf(RESULTS_ROUTES.appealDismiss, { id }), body);

export function useDismissAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissAppeal,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: resultsKey });
      void client.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
