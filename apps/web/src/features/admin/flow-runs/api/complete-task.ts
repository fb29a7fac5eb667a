import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowComplete } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

export function completeTask({ id, ...input }: FlowComplete & { id: string }): Promise<Envelope<null>> {
  return http.post<null>(`${FLOW_API}/tasks/${encodeURIComponent(id)}/complete`, input);
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    // a refusal (someone else was quicker) changes the lists too
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowRunsQueryKey }),
  });
}
