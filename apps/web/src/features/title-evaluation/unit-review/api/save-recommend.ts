import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RecommendList, type SaveRecommendBody, UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** recommend/saveRecommend: keeps the ranking, the choices and the remarks as a draft. */
export const saveRecommend = (body: SaveRecommendBody) =>
  http.post<RecommendList>(`${UNIT_RECOMMEND_API}/saveRecommend`, body);

export function useSaveRecommend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecommend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitReviewQueryKey }),
  });
}
