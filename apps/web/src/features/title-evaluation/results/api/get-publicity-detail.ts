import { queryOptions, useQuery } from "@tanstack/react-query";
import { RESULTS_ROUTES, type ResultPublicityDetail } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { pathOf, resultsKey } from "./keys";

/** One result notice's publicity: its declarants with their state now, and the objections raised. */
export async function getPublicityDetail(id: string): Promise<ResultPublicityDetail> {
  return (await http.get<ResultPublicityDetail>(pathOf(RESULTS_ROUTES.publicityDetail, { id }))).data;
}

export function usePublicityDetail(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...resultsKey, "publicity-detail", id],
      queryFn: () => getPublicityDetail(id as string),
      enabled: id !== null,
    }),
  );
}
