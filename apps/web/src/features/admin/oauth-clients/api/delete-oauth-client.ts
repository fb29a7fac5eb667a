import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import { http } from "../../../../lib/request";
import { oauthClientsQueryKey } from "./get-oauth-clients";

export function deleteOAuthClient(id: string): Promise<Envelope<unknown>> {
  return http.delete<unknown>(`${OAUTH_CLIENT_API}/${encodeURIComponent(id)}`);
}

export function useDeleteOAuthClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOAuthClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsQueryKey }),
  });
}
