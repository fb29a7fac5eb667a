import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowModelCreate } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** A new model starts from an empty process whose id is its key (the server writes it). */
export function createModel(input: FlowModelCreate): Promise<Envelope<{ id: string }>> {
  return http.post<{ id: string }>(`${FLOW_API}/models`, input);
}

export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowModelsQueryKey }),
  });
}
