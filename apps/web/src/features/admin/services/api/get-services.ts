import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import type { ServiceRow } from "@zcps/contracts/services";
import { http } from "../../../../lib/request";

export async function getServices(search: string): Promise<Page<ServiceRow>> {
  const params: Record<string, string> = {};
  if (search.trim()) params.search = search.trim();
  return (await http.get<Page<ServiceRow>>(`${SERVICES_API}/page`, params)).data;
}

/** Every query of this feature starts with it, so one invalidation refreshes both lists. */
export const servicesQueryKey = ["services"] as const;

export function useServices(search: string) {
  return useQuery(
    queryOptions({
      queryKey: [...servicesQueryKey, "page", search],
      queryFn: () => getServices(search),
      placeholderData: keepPreviousData,
    }),
  );
}
