import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

export interface CloseNoticeReply {
  /** declarations moved on to the recommendation */
  advanced: number;
  /** declarations held back by an objection still open */
  heldByObjection: number;
}

/** recommend/notice/:id/close: ends an elapsed notice; its declarations without open objections move on. */
export const closeNotice = (id: string) =>
  http.post<CloseNoticeReply>(`${UNIT_RECOMMEND_API}/notice/${encodeURIComponent(id)}/close`, {});

export function useCloseNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitReviewQueryKey }),
  });
}
