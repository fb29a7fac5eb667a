import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { Verdict } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { SupplementaryResultRow } from "@zcps/contracts/zcps/department-review/supervision";
import { http } from "../../../../lib/request";

export interface SupplementaryResultsQuery {
  type?: string;
  verdict?: Verdict;
  keyword?: string;
  page: number;
  limit: number;
}

export async function getSupplementaryResults(query: SupplementaryResultsQuery) {
  return (await http.get<Page<SupplementaryResultRow>>(DEPART_ROUTES.supplementaryResults, { ...query })).data;
}

/** AuditTasksOfDepResult: the verdicts of the supplementary rounds. */
export function useSupplementaryResults(query: SupplementaryResultsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "supplementary-results", query],
      queryFn: () => getSupplementaryResults(query),
      placeholderData: keepPreviousData,
    }),
  );
}
