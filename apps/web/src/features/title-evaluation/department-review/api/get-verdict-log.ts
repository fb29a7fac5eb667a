import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { VerdictRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";
import type { HistoryQuery } from "./get-assign-log";

export async function getVerdictLog(query: HistoryQuery): Promise<Page<VerdictRow>> {
  return (await http.get<Page<VerdictRow>>(DEPART_ROUTES.verdictLog, { ...query })).data;
}

/** AuditMainShBak: my department's verdict history. */
export function useVerdictLog(query: HistoryQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "verdict-log", query],
      queryFn: () => getVerdictLog(query),
      placeholderData: keepPreviousData,
    }),
  );
}
