import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TRACES_API } from "@zcps/contracts/elements-traces";
import type { TraceList } from "@zcps/contracts/traces";
import { http } from "../../../../lib/request";

export interface TraceSearch {
  path: string;
  method?: string;
  status: string;
  minMs: number | null;
  limit: number;
}

export async function getTraces(search: TraceSearch): Promise<TraceList> {
  const params: Record<string, string | number> = { limit: search.limit };
  if (search.path.trim()) params.path = search.path.trim();
  if (search.method) params.method = search.method;
  if (search.status.trim()) params.status = search.status.trim();
  if (search.minMs !== null) params.minMs = search.minMs;
  return (await http.get<TraceList>(TRACES_API, params)).data;
}

export function useTraces(search: TraceSearch) {
  return useQuery(
    queryOptions({
      queryKey: ["traces", search],
      queryFn: () => getTraces(search),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
