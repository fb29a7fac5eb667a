import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowDefinitionRow } from "@zcps/contracts/flow";
import type { Paging } from "../../../../lib/list-page";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

export interface DefinitionFilter {
  key: string;
  latestOnly: boolean;
}

export async function getDefinitions(filter: DefinitionFilter, paging: Paging): Promise<Page<FlowDefinitionRow>> {
  const params: Record<string, unknown> = { ...paging, latestOnly: String(filter.latestOnly) };
  if (filter.key.trim()) params.key = filter.key.trim();
  return (await http.get<Page<FlowDefinitionRow>>(`${FLOW_API}/definitions`, params)).data;
}

export const flowDefinitionsQueryKey = [...flowModelsQueryKey, "definitions"] as const;

export function useDefinitions(filter: DefinitionFilter, paging: Paging) {
  return useQuery(
    queryOptions({
      queryKey: [...flowDefinitionsQueryKey, "page", filter, paging],
      queryFn: () => getDefinitions(filter, paging),
      placeholderData: keepPreviousData,
    }),
  );
}
