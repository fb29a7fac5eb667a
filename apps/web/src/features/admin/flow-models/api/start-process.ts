import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowStart } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** Starts the latest active version of the key; answers the new instance's id. */
export function startProcess(input: FlowStart): Promise<Envelope<{ id: string }>> {
  return http.post<{ id: string }>(`${FLOW_API}/instances`, input);
}

export function useStartProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startProcess,
    // the definitions' running counts move
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowModelsQueryKey }),
  });
}
