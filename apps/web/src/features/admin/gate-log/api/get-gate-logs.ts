import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { GateLogKind, GateLogRow } from "@zcps/contracts/gate-log";
import { http } from "../../../../lib/request";

/** The list's filters as the page holds them; empty ones are left out of the query. */
export interface GateLogFilter {
  /** ISO date-times: from (inclusive), to (exclusive) */
  from?: string;
  to?: string;
  name?: string;
  kind?: GateLogKind;
  method?: string;
  status?: string;
  path?: string;
  /** one tenant's entries (only callers who read several tenants' entries choose one) */
  tenantId?: string;
}

export interface GateLogPageQuery extends GateLogFilter {
  page: number;
  limit: number;
}

export function filterParams(filter: GateLogFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    const text = typeof value === "string" ? value.trim() : "";
    if (text) params[key] = text;
  }
  return params;
}

export async function getGateLogs({ page, limit, ...filter }: GateLogPageQuery): Promise<Page<GateLogRow>> {
  const reply = await http.get<Page<GateLogRow>>("/api/admin/gateLog/page", { page, limit, ...filterParams(filter) });
  return reply.data;
}

export const gateLogsQueryKey = ["gateLog", "page"] as const;

export function useGateLogs(query: GateLogPageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...gateLogsQueryKey, query],
      queryFn: () => getGateLogs(query),
      placeholderData: keepPreviousData,
    }),
  );
}
