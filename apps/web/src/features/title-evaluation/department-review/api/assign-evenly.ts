import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export const assignEvenly = (input: { type: string; reviewerIds: string[] }) =>
  http.post<{ count: number }>(DEPART_ROUTES.assignEvenly, input);

/** Spreads every unassigned item of a page over the chosen reviewers. */
export function useAssignEvenly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignEvenly,
    onSuccess: () => client.invalidateQueries({ queryKey: ["department-review"] }),
  });
}
