import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CloseOutcome, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { pathOf, resultsKey } from "./keys";

/** Ends a publicity whose last working day has passed: its declarations without a pending objection move on. */
export const closePublicity = (id: string) =>
  http.post<CloseOutcome>(pathOf(RESULTS_ROUTES.publicityClose, { id }), {});

export function useClosePublicity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closePublicity,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
