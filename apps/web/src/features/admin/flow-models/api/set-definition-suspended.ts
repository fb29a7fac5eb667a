import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** A suspended definition cannot be started; its running instances go on. */
export function setDefinitionSuspended({ id, suspended }: { id: string; suspended: boolean }): Promise<Envelope<null>> {
  return http.put<null>(`${FLOW_API}/definitions/${encodeURIComponent(id)}/${suspended ? "suspend" : "activate"}`);
}

export function useSetDefinitionSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefinitionSuspended,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowModelsQueryKey }),
  });
}
