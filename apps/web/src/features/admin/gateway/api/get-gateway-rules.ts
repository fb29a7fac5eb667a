import { queryOptions, useQuery } from "@tanstack/react-query";
import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import type { GatewayRuleRow } from "@zcps/contracts/gateway";
import { http } from "../../../../lib/request";

export async function getGatewayRules() {
  return (await http.get<GatewayRuleRow[]>(`${GATEWAY_API}/rules`)).data;
}

/** Every query of this feature starts with it, so one invalidation refreshes the rules and their counts. */
export const gatewayQueryKey = ["gateway"] as const;

export function useGatewayRules() {
  return useQuery(queryOptions({ queryKey: [...gatewayQueryKey, "rules"], queryFn: getGatewayRules }));
}
