import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { AppealRow, AppealStatus } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface AppealQuery {
  status?: AppealStatus;
  page: number;
  limit: number;
}

export async function getAppeals(query: AppealQuery): Promise<Page<AppealRow>> {
  return (await http.post<Page<AppealRow>>(DEPART_ROUTES.appealList, query)).data;
}

/** appealList: my department's appeals, open ones first. */
export function useAppeals(query: AppealQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "appeals", query],
      queryFn: () => getAppeals(query),
      placeholderData: keepPreviousData,
    }),
  );
}
