import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowCheck, FlowModelSave } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** The new version's number and the deploy checks of what was saved (a draft may be saved with problems). */
export interface SavedModel {
  version: number;
  check: FlowCheck;
}

export function saveModel({ id, model }: { id: string; model: FlowModelSave }): Promise<Envelope<SavedModel>> {
  return http.put<SavedModel>(`${FLOW_API}/models/${encodeURIComponent(id)}`, model);
}

export function useSaveModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowModelsQueryKey }),
  });
}
