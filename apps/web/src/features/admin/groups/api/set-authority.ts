import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { Authority, AuthorityInput, GrantLevel } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { authorityQueryKey, LEVEL_PATHS } from "./get-authority";

/** Sets what a role holds at one level; the server adds ancestors and refuses what the caller may not grant. */
export function setAuthority({
  id,
  level,
  authority,
}: {
  id: string;
  level: GrantLevel;
  authority: AuthorityInput;
}): Promise<Envelope<Authority>> {
  return http.put<Authority>(`/api/admin/group/${encodeURIComponent(id)}/${LEVEL_PATHS[level]}`, authority);
}

export function useSetAuthority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAuthority,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityQueryKey }),
  });
}
