import { queryOptions, useQuery } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowDefinitionsQueryKey } from "./get-definitions";

export interface DefinitionXml {
  id: string;
  key: string;
  version: number;
  xml: string;
}

export async function getDefinitionXml(id: string): Promise<DefinitionXml> {
  return (await http.get<DefinitionXml>(`${FLOW_API}/definitions/${encodeURIComponent(id)}/xml`)).data;
}

/** A deployed definition's XML never changes. */
export function useDefinitionXml(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...flowDefinitionsQueryKey, "xml", id],
      queryFn: () => getDefinitionXml(id ?? ""),
      enabled: id !== null,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
