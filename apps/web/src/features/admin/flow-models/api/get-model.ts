import { queryOptions, useQuery } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowModelRow } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

export type FlowModelDetail = FlowModelRow & { xml: string };

export async function getModel(id: string): Promise<FlowModelDetail> {
  return (await http.get<FlowModelDetail>(`${FLOW_API}/models/${encodeURIComponent(id)}`)).data;
}

/** The model with its draft XML, read once when the modeler opens (the modeler holds the draft after that). */
export function useModel(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...flowModelsQueryKey, "model", id],
      queryFn: () => getModel(id),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}
