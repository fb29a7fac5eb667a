import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiRouteOption } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { menusQueryKey } from "./get-menu-tree";

/** The registered API routes an element may open, with their summaries. */
export async function getRouteChoices(): Promise<ApiRouteOption[]> {
  const reply = await http.get<ApiRouteOption[]>("/api/admin/element/routes");
  return reply.data;
}

export const routeChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...menusQueryKey, "routes"],
    queryFn: getRouteChoices,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRouteChoices(enabled = true) {
  return useQuery({ ...routeChoicesQueryOptions(), enabled });
}
