import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { ApiRouteSwitch } from "@zcps/contracts/api-routes";
import { API_ROUTES_API } from "@zcps/contracts/elements-api-routes";
import { http } from "../../../../lib/request";
import { apiRoutesQueryKey } from "./get-api-routes";

export function switchApiRoute(input: ApiRouteSwitch): Promise<Envelope<null>> {
  return http.put<null>(`${API_ROUTES_API}/switch`, input);
}

export function useSwitchApiRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchApiRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiRoutesQueryKey }),
  });
}
