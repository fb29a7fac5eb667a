import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { AssignRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface AssignQuery {
  type: string;
  assigned: "yes" | "no" | "all";
  keyword?: string;
  page: number;
  limit: number;
}

export async function getAssignItems({ keyword, ...query }: AssignQuery): Promise<Page<AssignRow>> {
  return (await http.get<Page<AssignRow>>(DEPART_ROUTES.items, { ...query, ...(keyword ? { keyword } : {}) })).data;
}

/** My department's items of one material page, with their reviewer. */
export function useAssignItems(query: AssignQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "items", query],
      queryFn: () => getAssignItems(query),
      placeholderData: keepPreviousData,
    }),
  );
}
