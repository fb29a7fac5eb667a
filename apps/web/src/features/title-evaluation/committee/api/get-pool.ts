import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type PoolEntry } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** The committee pool, each with whether they may sit (a declarant of the batch may not) and sit already. */
export async function getPool(id: string): Promise<PoolEntry[]> {
  return (await http.get<PoolEntry[]>(pathOf(COMMITTEE_ROUTES.pool, { id }))).data;
}

export function usePool(id: string, enabled: boolean) {
  return useQuery(queryOptions({ queryKey: [...committeeKey, "pool", id], queryFn: () => getPool(id), enabled }));
}
