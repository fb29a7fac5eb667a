import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type NoticeSummary, type PublishNoticeBody, UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** recommend/notice: puts the approved declarations awaiting publicity on a new notice, one per unit I manage. */
export const publishNotice = (body: PublishNoticeBody) =>
  http.post<NoticeSummary[]>(`${UNIT_RECOMMEND_API}/notice`, body);

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitReviewQueryKey }),
  });
}
