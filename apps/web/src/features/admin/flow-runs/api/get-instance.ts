import { queryOptions, useQuery } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowInstanceDetail } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

/** An instance with its definition's XML, variables, tasks and history. */
export async function getInstance(id: string): Promise<FlowInstanceDetail> {
  return (await http.get<FlowInstanceDetail>(`${FLOW_API}/instances/${encodeURIComponent(id)}`)).data;
}

export function useInstance(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...flowRunsQueryKey, "instance", id],
      queryFn: () => getInstance(id ?? ""),
      enabled: id !== null,
    }),
  );
}
