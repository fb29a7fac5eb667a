import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESULTS_ROUTES, type ResultObjectionBody } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** A real-name objection against a declarant on an open result notice. */
export const fileObjection = (body: ResultObjectionBody) => http.post<{ id: string }>(RESULTS_ROUTES.objection, body);

export function useFileObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileObjection,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
