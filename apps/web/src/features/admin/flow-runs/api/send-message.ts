import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

/** Delivers a message (by its id or name) the instance waits for. */
export function sendMessage({ id, message }: { id: string; message: string }): Promise<Envelope<null>> {
  return http.post<null>(`${FLOW_API}/instances/${encodeURIComponent(id)}/messages`, { message, variables: {} });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowRunsQueryKey }),
  });
}
