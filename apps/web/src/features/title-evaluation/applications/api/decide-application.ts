import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationDecideInput } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export const decideApplication = (input: ApplicationDecideInput) =>
  http.post<{ id: string; status: string; version: number }>(APPLICATION_ROUTES.decide, input);

/** Approves or rejects an application at the version shown; the queue is read again either way. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
