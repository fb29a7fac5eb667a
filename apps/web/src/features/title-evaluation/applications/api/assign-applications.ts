import { useMutation, useQueryClient } from "@tanstack/react-query";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export const assignApplications = (input: { applicationIds: string[]; reviewerId: string }) =>
  http.post<{ count: number }>(APPLICATION_ROUTES.assign, input);

/** Allocates (or moves) the chosen applications to one reviewer. */
export function useAssignApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignApplications,
    onSettled: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
