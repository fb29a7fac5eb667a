import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AppealRow, type AppealState, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

export interface AppealsQuery {
  projectTimeId?: string;
  status?: AppealState;
}

/** Personnel's register of appeals of a batch, in one state or all. */
export async function getAppeals(query: AppealsQuery): Promise<AppealRow[]> {
  return (await http.get<AppealRow[]>(RESULTS_ROUTES.appeals, { ...query })).data;
}

export function useAppeals(query: AppealsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...resultsKey, "appeals", query.projectTimeId ?? null, query.status ?? null],
      queryFn: () => getAppeals(query),
    }),
  );
}
