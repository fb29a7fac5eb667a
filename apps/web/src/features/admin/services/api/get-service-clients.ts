import { queryOptions, useQuery } from "@tanstack/react-query";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import type { ServiceClientRow } from "@zcps/contracts/services";
import { http } from "../../../../lib/request";
import { servicesQueryKey } from "./get-services";

/** Every OAuth client with the services its tokens may call. */
export async function getServiceClients(): Promise<ServiceClientRow[]> {
  return (await http.get<ServiceClientRow[]>(`${SERVICES_API}/clients`)).data;
}

export function useServiceClients(enabled = true) {
  return useQuery(queryOptions({ queryKey: [...servicesQueryKey, "clients"], queryFn: getServiceClients, enabled }));
}
