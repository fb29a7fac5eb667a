import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { RemindOutcome } from "@zcps/contracts/zcps/department-review/supervision";
import { http } from "../../../../lib/request";

export const remindReviewer = (reviewerId: string) => http.post<RemindOutcome>(DEPART_ROUTES.remind, { reviewerId });

/** Sends a reviewer an inbox reminder of their waiting items. */
export function useRemindReviewer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: remindReviewer,
    onSuccess: () => client.invalidateQueries({ queryKey: ["department-review", "supervision"] }),
  });
}
