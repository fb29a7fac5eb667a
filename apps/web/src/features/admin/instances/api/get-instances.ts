import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InstanceList } from "@zcps/contracts/instances";
import { http } from "../../../../lib/request";

/** How often the registry page asks again: a heartbeat missed shows within a few seconds. */
export const INSTANCES_REFRESH_MS = 2500;

export async function getInstances(): Promise<InstanceList> {
  return (await http.get<InstanceList>("/api/admin/instances")).data;
}

export function useInstances() {
  return useQuery(
    queryOptions({ queryKey: ["instances"], queryFn: getInstances, refetchInterval: INSTANCES_REFRESH_MS }),
  );
}
