import { queryOptions, useQuery } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { flowModelVersionSchema } from "@zcps/contracts/flow";
import type { z } from "zod";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

export type FlowModelVersion = z.infer<typeof flowModelVersionSchema>;

export async function getModelVersions(id: string): Promise<FlowModelVersion[]> {
  return (await http.get<FlowModelVersion[]>(`${FLOW_API}/models/${encodeURIComponent(id)}/versions`)).data;
}

/** A model's saved versions, newest first. */
export function useModelVersions(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...flowModelsQueryKey, "versions", id],
      queryFn: () => getModelVersions(id),
      enabled,
    }),
  );
}
