import { queryOptions, useQuery } from "@tanstack/react-query";
import { type NoticeDetail, UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** recommend/notice/:id: a notice with its declarants and the objections raised against it. */
export async function getNotice(id: string): Promise<NoticeDetail> {
  return (await http.get<NoticeDetail>(`${UNIT_RECOMMEND_API}/notice/${encodeURIComponent(id)}`)).data;
}

export function useNotice(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "notice", id],
      queryFn: () => getNotice(id as string),
      enabled: id !== null,
    }),
  );
}
