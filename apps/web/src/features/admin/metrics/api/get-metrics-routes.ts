import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MetricsRouteRow } from "@zcps/contracts/metrics";
import { http } from "../../../../lib/request";
import { METRICS_REFRESH_MS } from "./refresh";

export async function getMetricsRoutes(): Promise<MetricsRouteRow[]> {
  return (await http.get<MetricsRouteRow[]>("/api/admin/metrics/routes")).data;
}

export function useMetricsRoutes() {
  return useQuery(
    queryOptions({
      queryKey: ["metrics", "routes"],
      queryFn: getMetricsRoutes,
      refetchInterval: METRICS_REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
