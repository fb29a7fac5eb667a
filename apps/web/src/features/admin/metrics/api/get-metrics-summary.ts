import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MetricsSummary } from "@zcps/contracts/metrics";
import { http } from "../../../../lib/request";
import { METRICS_REFRESH_MS } from "./refresh";

export async function getMetricsSummary(): Promise<MetricsSummary> {
  return (await http.get<MetricsSummary>("/api/admin/metrics/summary")).data;
}

export function useMetricsSummary() {
  return useQuery(
    queryOptions({
      queryKey: ["metrics", "summary"],
      queryFn: getMetricsSummary,
      refetchInterval: METRICS_REFRESH_MS,
    }),
  );
}
