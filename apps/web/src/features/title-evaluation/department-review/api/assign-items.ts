import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export const assignItems = (input: { itemIds: string[]; reviewerId: string }) =>
  http.post<{ count: number }>(DEPART_ROUTES.assign, input);

/** Assigns (or reassigns) chosen items to one reviewer. */
export function useAssignItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignItems,
    onSuccess: () => client.invalidateQueries({ queryKey: ["department-review"] }),
  });
}
