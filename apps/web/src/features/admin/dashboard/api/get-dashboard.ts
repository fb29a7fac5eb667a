import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardSummary } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";

export async function getDashboard(): Promise<DashboardSummary> {
  return (await http.get<DashboardSummary>("/api/zcps-sh/dashboard")).data;
}

export const dashboardQuery = queryOptions({ queryKey: ["dashboard"], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQuery);
}
