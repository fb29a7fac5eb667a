import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CatalogueTables } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export async function getCatalogueTables(): Promise<CatalogueTables> {
  return (await http.get<CatalogueTables>(`${CATALOGUE_API.title}/catalogue`)).data;
}

export function useCatalogueTables(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...catalogueQueryKey, "tables"], queryFn: getCatalogueTables, enabled }));
}
