import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { AssignLogRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface HistoryQuery {
  type?: string;
  page: number;
  limit: number;
}

export async function getAssignLog(query: HistoryQuery): Promise<Page<AssignLogRow>> {
  return (await http.get<Page<AssignLogRow>>(DEPART_ROUTES.assignLog, { ...query })).data;
}

/** AuditMainFpBak: my department's assignment history. */
export function useAssignLog(query: HistoryQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "assign-log", query],
      queryFn: () => getAssignLog(query),
      placeholderData: keepPreviousData,
    }),
  );
}
