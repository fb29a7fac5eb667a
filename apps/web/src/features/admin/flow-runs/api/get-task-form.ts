import { queryOptions, useQuery } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowTaskForm } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

/** The task's form fields, as its model declares them. */
export async function getTaskForm(id: string): Promise<FlowTaskForm> {
  return (await http.get<FlowTaskForm>(`${FLOW_API}/tasks/${encodeURIComponent(id)}/form`)).data;
}

export function useTaskForm(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...flowRunsQueryKey, "task-form", id],
      queryFn: () => getTaskForm(id ?? ""),
      enabled: id !== null,
    }),
  );
}
