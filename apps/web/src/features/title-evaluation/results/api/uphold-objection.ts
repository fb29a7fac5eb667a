import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ObjectionDecisionBody, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { resultsKey } from "./keys";

/** The objection is upheld: the declaration's result is revoked. */
export const upholdObjection = (body: ObjectionDecisionBody) =>
  http.post<unknown>(RESULTS_ROUTES.objectionUphold, body);

export function useUpholdObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upholdObjection,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: resultsKey });
      void client.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
