import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SubmitRecommendReply, UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** recommend/submit: the saved draft becomes the unit's decision (recommended ones move on, the others end). */
export const submitRecommend = (body: { projectTimeId?: string }) =>
  http.post<SubmitRecommendReply>(`${UNIT_RECOMMEND_API}/submit`, body);

export function useSubmitRecommend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRecommend,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitReviewQueryKey }),
  });
}
