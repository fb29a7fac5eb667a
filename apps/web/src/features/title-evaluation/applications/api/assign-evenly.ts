import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationTrack } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export const assignEvenly = (input: { reviewerIds: string[]; projectTimeId?: string; track?: ApplicationTrack }) =>
  http.post<{ count: number }>(APPLICATION_ROUTES.assignEvenly, input);

/** Spreads every waiting application (in the batch shown) over the chosen reviewers. */
export function useAssignEvenly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignEvenly,
    onSettled: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
