import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** school/deleteNotice: withdraws a notice; a result notice only while open and with no objection raised. */
export const deleteNotice = (id: string) => http.get<unknown>(RESULTS_ROUTES.deleteNotice, { id });

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
