import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { DeclarationFilter, DeclarationRow } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

export interface DeclarationPageQuery extends DeclarationFilter {
  page: number;
  limit: number;
}

/** The filter as query parameters: empty values left out. */
export function filterParams(filter: DeclarationFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === "string" && value.trim()) params[key] = value.trim();
  }
  return params;
}

export async function getDeclarations({ page, limit, ...filter }: DeclarationPageQuery): Promise<Page<DeclarationRow>> {
  return (
    await http.get<Page<DeclarationRow>>("/api/zcps-sh/declareUser/page", { page, limit, ...filterParams(filter) })
  ).data;
}

export const declarationsQueryOptions = (query: DeclarationPageQuery) =>
  queryOptions({
    queryKey: ["zcps-review", "page", query],
    queryFn: () => getDeclarations(query),
    placeholderData: keepPreviousData,
  });

export function useDeclarations(query: DeclarationPageQuery, enabled: boolean) {
  return useQuery({ ...declarationsQueryOptions(query), enabled });
}
