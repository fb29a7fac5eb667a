import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FileAppealBody, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** The declarant appeals against a negative decision on their own declaration. */
export const fileAppeal = (body: FileAppealBody) => http.post<{ id: string }>(RESULTS_ROUTES.appeals, body);

export function useFileAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileAppeal,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
