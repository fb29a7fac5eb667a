import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** Deploys the model's latest saved version as its key's next definition version; refused when it fails a check. */
export function deployModel(id: string): Promise<Envelope<{ id: string; version: number }>> {
  return http.post<{ id: string; version: number }>(`${FLOW_API}/models/${encodeURIComponent(id)}/deploy`);
}

export function useDeployModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deployModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowModelsQueryKey }),
  });
}
