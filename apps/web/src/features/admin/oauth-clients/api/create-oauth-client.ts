import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientInput, OAuthClientWithSecret } from "@zcps/contracts/oauth-clients";
import { http } from "../../../../lib/request";
import { oauthClientsQueryKey } from "./get-oauth-clients";

/** The answer carries the new client's secret: the only time it is shown. */
export function createOAuthClient(client: OAuthClientInput): Promise<Envelope<OAuthClientWithSecret>> {
  return http.post<OAuthClientWithSecret>(OAUTH_CLIENT_API, client);
}

export function useCreateOAuthClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOAuthClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsQueryKey }),
  });
}
