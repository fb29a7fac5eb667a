import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MyAppealCase, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** The caller's own declarations: where each stands, whether it may be appealed, and its appeals. */
export async function getMyAppeals(): Promise<MyAppealCase[]> {
  return (await http.get<MyAppealCase[]>(RESULTS_ROUTES.myAppeals)).data;
}

export function useMyAppeals(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...resultsKey, "mine"], queryFn: getMyAppeals, enabled }));
}
