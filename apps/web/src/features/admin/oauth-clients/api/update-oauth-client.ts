import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientInput, OAuthClientRow } from "@zcps/contracts/oauth-clients";
import { http } from "../../../../lib/request";
import { oauthClientsQueryKey } from "./get-oauth-clients";

export function updateOAuthClient({
  id,
  client,
}: {
  id: string;
  client: OAuthClientInput;
}): Promise<Envelope<OAuthClientRow>> {
  return http.put<OAuthClientRow>(`${OAUTH_CLIENT_API}/${encodeURIComponent(id)}`, client);
}

export function useUpdateOAuthClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOAuthClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsQueryKey }),
  });
}
