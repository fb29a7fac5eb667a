import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowModelRow } from "@zcps/contracts/flow";
import type { Paging } from "../../../../lib/list-page";
import { http } from "../../../../lib/request";

export async function getModels(search: string, paging: Paging): Promise<Page<FlowModelRow>> {
  const params: Record<string, unknown> = { ...paging };
  if (search.trim()) params.search = search.trim();
  return (await http.get<Page<FlowModelRow>>(`${FLOW_API}/models`, params)).data;
}

/** Every query of the models and definitions starts with it: a save or a deploy refreshes both lists. */
export const flowModelsQueryKey = ["flow-models"] as const;

export function useModels(search: string, paging: Paging) {
  return useQuery(
    queryOptions({
      queryKey: [...flowModelsQueryKey, "page", search, paging],
      queryFn: () => getModels(search, paging),
      placeholderData: keepPreviousData,
    }),
  );
}
