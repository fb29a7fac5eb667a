import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** Personnel take an objection up: the declaration is held until it is decided. */
export const acceptObjection = (objectionId: string) =>
  http.post<unknown>(RESULTS_ROUTES.objectionAccept, { objectionId });

export function useAcceptObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptObjection,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
