import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ItemRow } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

/** The spec's sys/findData: the items of one section. */
export async function findData(declarationId: string, materialType: string): Promise<ItemRow[]> {
  return (await http.post<ItemRow[]>("/api/zcps-sh/sys/findData", { declarationId, materialType })).data;
}

export function useSectionItems(declarationId: string, materialType: string | undefined, language: string) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationQueryKey, "items", declarationId, materialType, language],
      queryFn: () => findData(declarationId, materialType ?? ""),
      enabled: Boolean(materialType),
    }),
  );
}
