import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CatalogueContext } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";

export async function getCatalogueContext(): Promise<CatalogueContext> {
  return (await http.get<CatalogueContext>(CATALOGUE_API.context)).data;
}

/** Every query of this feature starts with it: one invalidation refreshes the pages after a change. */
export const catalogueQueryKey = ["zcps-catalogue"] as const;

export function useCatalogueContext() {
  return useQuery(queryOptions({ queryKey: [...catalogueQueryKey, "context"], queryFn: getCatalogueContext }));
}
