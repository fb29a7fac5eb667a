import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowInstanceQuery, FlowInstanceRow } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";

/** Every query of this area starts with it: one invalidation after a step refreshes instances and tasks alike. */
export const flowRunsQueryKey = ["flow-runs"] as const;

export type InstanceQuery = Partial<FlowInstanceQuery> & Pick<FlowInstanceQuery, "scope" | "page" | "limit">;

export async function getInstances(query: InstanceQuery): Promise<Page<FlowInstanceRow>> {
  return (await http.get<Page<FlowInstanceRow>>(`${FLOW_API}/instances`, { ...query })).data;
}

export function useInstances(query: InstanceQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...flowRunsQueryKey, "instances", query],
      queryFn: () => getInstances(query),
      placeholderData: keepPreviousData,
    }),
  );
}
