import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeclarationFilterOptions } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

export async function getDeclarationFilters(): Promise<DeclarationFilterOptions> {
  return (await http.get<DeclarationFilterOptions>("/api/zcps-sh/declareUser/filters")).data;
}

export function useDeclarationFilters() {
  return useQuery(queryOptions({ queryKey: ["zcps-review", "filters"], queryFn: getDeclarationFilters }));
}
