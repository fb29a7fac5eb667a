import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ObjectionRow, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** unit/writeBackDismissedSuggestions: the objection is not upheld; the reply is written back to its submitter. */
export const dismissObjection = (body: { objectionId: string; resolution: string }) =>
  http.post<ObjectionRow>(`${ZCPS_SH_UNIT}/writeBackDismissedSuggestions`, body);

export function useDismissObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissObjection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitReviewQueryKey }),
  });
}
