import { queryOptions, useQuery } from "@tanstack/react-query";
import { type RecommendList, UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** recommend/getRecommendList: the declarations awaiting the unit's recommendation, the saved draft and the quotas. */
export async function getRecommendList(projectTimeId?: string): Promise<RecommendList> {
  return (await http.get<RecommendList>(`${UNIT_RECOMMEND_API}/getRecommendList`, { projectTimeId })).data;
}

export function useRecommendList(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "recommend", projectTimeId ?? null],
      queryFn: () => getRecommendList(projectTimeId),
    }),
  );
}
