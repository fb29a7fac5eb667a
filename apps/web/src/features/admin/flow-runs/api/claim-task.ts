import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

export function claimTask(id: string): Promise<Envelope<null>> {
  return http.post<null>(`${FLOW_API}/tasks/${encodeURIComponent(id)}/claim`);
}

export function useClaimTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowRunsQueryKey }),
  });
}
