import { queryOptions, useQuery } from "@tanstack/react-query";
import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import type { GatewayHitsView } from "@zcps/contracts/gateway";
import { http } from "../../../../lib/request";
import { gatewayQueryKey } from "./get-gateway-rules";

/** How often the page refreshes the current minute's counts. */
const HITS_REFRESH_MS = 5_000;

export async function getGatewayHits() {
  return (await http.get<GatewayHitsView>(`${GATEWAY_API}/hits`)).data;
}

export function useGatewayHits() {
  return useQuery(
    queryOptions({
      queryKey: [...gatewayQueryKey, "hits"],
      queryFn: getGatewayHits,
      refetchInterval: HITS_REFRESH_MS,
    }),
  );
}
