import { queryOptions, useQuery } from "@tanstack/react-query";
import { RESULTS_ROUTES, type ResultPublicityStatus } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** The batch's declarations awaiting a result notice, the result notices with their figures, a new one's end date. */
export async function getPublicity(projectTimeId?: string): Promise<ResultPublicityStatus> {
  return (await http.get<ResultPublicityStatus>(RESULTS_ROUTES.publicity, { projectTimeId })).data;
}

export function usePublicity(projectTimeId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...resultsKey, "publicity", projectTimeId ?? null],
      queryFn: () => getPublicity(projectTimeId),
    }),
  );
}
