import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientRow } from "@zcps/contracts/oauth-clients";
import { http } from "../../../../lib/request";

export interface OAuthClientPageQuery {
  page: number;
  limit: number;
  name: string;
  enabled?: boolean;
}

export async function getOAuthClients({ page, limit, name, enabled }: OAuthClientPageQuery) {
  const params: Record<string, string | number> = { page, limit };
  if (name.trim()) params.name = name.trim();
  if (enabled !== undefined) params.enabled = String(enabled);
  return (await http.get<Page<OAuthClientRow>>(`${OAUTH_CLIENT_API}/page`, params)).data;
}

/** Every query of this feature starts with it, so one invalidation refreshes the list. */
export const oauthClientsQueryKey = ["oauth-clients"] as const;

export function useOAuthClients(query: OAuthClientPageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...oauthClientsQueryKey, "page", query],
      queryFn: () => getOAuthClients(query),
      placeholderData: keepPreviousData,
    }),
  );
}
