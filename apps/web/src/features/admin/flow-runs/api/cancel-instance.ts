import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

export function cancelInstance({ id, reason }: { id: string; reason: string }): Promise<Envelope<null>> {
  return http.post<null>(`${FLOW_API}/instances/${encodeURIComponent(id)}/cancel`, { reason });
}

export function useCancelInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowRunsQueryKey }),
  });
}
