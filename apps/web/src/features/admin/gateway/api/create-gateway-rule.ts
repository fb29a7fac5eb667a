import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import type { GatewayRuleInput, GatewayRuleRow } from "@zcps/contracts/gateway";
import { http } from "../../../../lib/request";
import { gatewayQueryKey } from "./get-gateway-rules";

export function createGatewayRule(rule: GatewayRuleInput): Promise<Envelope<GatewayRuleRow>> {
  return http.post<GatewayRuleRow>(`${GATEWAY_API}/rules`, rule);
}

export function useCreateGatewayRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGatewayRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayQueryKey }),
  });
}
