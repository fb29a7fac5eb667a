import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MetricsSeries } from "@zcps/contracts/metrics";
import { http } from "../../../../lib/request";
import { METRICS_REFRESH_MS } from "./refresh";

export async function getMetricsSeries(): Promise<MetricsSeries> {
  return (await http.get<MetricsSeries>("/api/admin/metrics/series")).data;
}

export function useMetricsSeries() {
  return useQuery(
    queryOptions({
      queryKey: ["metrics", "series"],
      queryFn: getMetricsSeries,
      refetchInterval: METRICS_REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
