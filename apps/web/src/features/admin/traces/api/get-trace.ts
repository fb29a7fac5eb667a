import { queryOptions, useQuery } from "@tanstack/react-query";
import { TRACES_API } from "@zcps/contracts/elements-traces";
import type { TraceDetail } from "@zcps/contracts/traces";
import { http } from "../../../../lib/request";

export async function getTrace(traceId: string): Promise<TraceDetail> {
  return (await http.get<TraceDetail>(`${TRACES_API}/${traceId}`)).data;
}

/** one trace whole; a kept trace never changes, so it is read once */
export function useTrace(traceId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["traces", "one", traceId],
      queryFn: () => getTrace(traceId as string),
      enabled: traceId !== null,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}
