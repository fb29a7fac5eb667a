import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESULTS_ROUTES, type UpholdAppealBody } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { pathOf, resultsKey } from "./keys";

/** The appeal is upheld: the decision is revoked, or the declaration is reviewed again at a named stage. */
export const upholdAppeal = ({ id, body }: { id: string; body: UpholdAppealBody }) =>
  http.post<unknown>(pathOf(RESULTS_ROUTES.appealUpheld, { id }), body);

export function useUpholdAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upholdAppeal,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: resultsKey });
      void client.invalidateQueries({ queryKey: declarationDetailKey });
    },
  });
}
