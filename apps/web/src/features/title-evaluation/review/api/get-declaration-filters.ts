import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeclarationFilterOptions } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

export async function getDeclarationFilters(): Promise<DeclarationFilterOptions> {
  return (await http.get<DeclarationFilterOptions>("/api/zcps-sh/declareUser/filters")).data;
}

export const declarationFiltersQueryOptions = queryOptions({
  queryKey: ["zcps-review", "filters"],
  queryFn: getDeclarationFilters,
});

export function useDeclarationFilters() {
  return useQuery(declarationFiltersQueryOptions);
}
