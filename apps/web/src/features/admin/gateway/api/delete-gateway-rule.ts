import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import { http } from "../../../../lib/request";
import { gatewayQueryKey } from "./get-gateway-rules";

export function deleteGatewayRule(id: string): Promise<Envelope<unknown>> {
  return http.delete<unknown>(`${GATEWAY_API}/rules/${encodeURIComponent(id)}`);
}

export function useDeleteGatewayRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGatewayRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewayQueryKey }),
  });
}
