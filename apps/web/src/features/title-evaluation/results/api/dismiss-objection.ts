import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ObjectionDecisionBody, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** The objection is not upheld: the reasons go back to whoever raised it, and the result stands. */
export const dismissObjection = (body: ObjectionDecisionBody) =>
  http.post<unknown>(RESULTS_ROUTES.objectionDismiss, body);

export function useDismissObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissObjection,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
