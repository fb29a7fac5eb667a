import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientRow } from "@zcps/contracts/oauth-clients";
import { http } from "../../../../lib/request";
import { oauthClientsQueryKey } from "./get-oauth-clients";

export function setOAuthClientEnabled({
  id,
  enabled,
}: {
  id: string;
  enabled: boolean;
}): Promise<Envelope<OAuthClientRow>> {
  return http.put<OAuthClientRow>(`${OAUTH_CLIENT_API}/${encodeURIComponent(id)}/enabled`, { enabled });
}

export function useSetOAuthClientEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOAuthClientEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsQueryKey }),
  });
}
