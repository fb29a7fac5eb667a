import { queryOptions, useQuery } from "@tanstack/react-query";
import { type NoticeStatus, UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** recommend/noticeStatus: how many approved declarations await a notice, the notices so far, a new one's dates. */
export async function getNoticeStatus(projectTimeId?: string): Promise<NoticeStatus> {
  return (await http.get<NoticeStatus>(`${UNIT_RECOMMEND_API}/noticeStatus`, { projectTimeId })).data;
}

export function useNoticeStatus(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "noticeStatus", projectTimeId ?? null],
      queryFn: () => getNoticeStatus(projectTimeId),
    }),
  );
}
