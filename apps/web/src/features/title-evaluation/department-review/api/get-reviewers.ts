import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewerRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export async function getReviewers(): Promise<ReviewerRow[]> {
  return (await http.get<ReviewerRow[]>(DEPART_ROUTES.reviewers)).data;
}

/** My department's reviewers with their loads. */
export function useReviewers() {
  return useQuery(queryOptions({ queryKey: ["department-review", "reviewers"], queryFn: getReviewers }));
}
