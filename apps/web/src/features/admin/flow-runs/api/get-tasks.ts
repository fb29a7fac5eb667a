import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowTaskQuery, FlowTaskRow } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

export type TaskQuery = Partial<FlowTaskQuery> & Pick<FlowTaskQuery, "scope" | "page" | "limit">;

export async function getTasks(query: TaskQuery): Promise<Page<FlowTaskRow>> {
  return (await http.get<Page<FlowTaskRow>>(`${FLOW_API}/tasks`, { ...query })).data;
}

export function useTasks(query: TaskQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...flowRunsQueryKey, "tasks", query],
      queryFn: () => getTasks(query),
      placeholderData: keepPreviousData,
    }),
  );
}
