import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import type { GatewayRuleInput, GatewayRuleRow } from "@zcps/contracts/gateway";
import { http } from "../../../../lib/request";
import { gatewayQueryKey } from "./get-gateway-rules";

export function updateGatewayRule({
  id,
  rule,
}: {
  id: string;
  rule: GatewayRuleInput;
}): Promise<Envelope<GatewayRuleRow>> {
  return http.put<GatewayRuleRow>(`${GATEWAY_API}/rules/${encodeURIComponent(id)}`, rule);
}

export function useUpdateGatewayRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGatewayRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayQueryKey }),
  });
}
