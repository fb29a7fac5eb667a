import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientWithSecret } from "@zcps/contracts/oauth-clients";
import { http } from "../../../../lib/request";
import { oauthClientsQueryKey } from "./get-oauth-clients";

/** A new secret, shown in the answer only; the old one is refused from the next token request on. */
export function rotateOAuthClientSecret(id: string): Promise<Envelope<OAuthClientWithSecret>> {
  return http.post<OAuthClientWithSecret>(`${OAUTH_CLIENT_API}/${encodeURIComponent(id)}/secret`);
}

export function useRotateOAuthClientSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateOAuthClientSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsQueryKey }),
  });
}
