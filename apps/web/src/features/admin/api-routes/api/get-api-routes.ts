import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiRouteList, ApiRouteMethod } from "@zcps/contracts/api-routes";
import { API_ROUTES_API } from "@zcps/contracts/elements-api-routes";
import { http } from "../../../../lib/request";

export interface ApiRoutePageQuery {
  page: number;
  limit: number;
  search: string;
  service?: string;
  method?: ApiRouteMethod;
  disabledOnly?: boolean;
}

export async function getApiRoutes(query: ApiRoutePageQuery): Promise<ApiRouteList> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.search.trim()) params.search = query.search.trim();
  if (query.service) params.service = query.service;
  if (query.method) params.method = query.method;
  if (query.disabledOnly) params.disabledOnly = "true";
  return (await http.get<ApiRouteList>(API_ROUTES_API, params)).data;
}

export const apiRoutesQueryKey = ["api-routes"] as const;

export function useApiRoutes(query: ApiRoutePageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...apiRoutesQueryKey, query],
      queryFn: () => getApiRoutes(query),
      placeholderData: keepPreviousData,
    }),
  );
}
