import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** Deletes a model and its versions; what it deployed stays. */
export function deleteModel(id: string): Promise<Envelope<null>> {
  return http.delete<null>(`${FLOW_API}/models/${encodeURIComponent(id)}`);
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowModelsQueryKey }),
  });
}
