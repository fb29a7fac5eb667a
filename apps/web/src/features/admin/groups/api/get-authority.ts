import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Authority, GrantLevel } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

/** The API's names for the two levels: "authority" (may use) and "authorize" (may grant onward). */
export const LEVEL_PATHS: Record<GrantLevel, string> = { use: "authority", grant: "authorize" };

export async function getAuthority(id: string, level: GrantLevel): Promise<Authority> {
  const reply = await http.get<Authority>(`/api/admin/group/${encodeURIComponent(id)}/${LEVEL_PATHS[level]}`);
  return reply.data;
}

export const authorityQueryKey = [...groupsQueryKey, "authority"] as const;

export const authorityQueryOptions = (id: string, level: GrantLevel) =>
  queryOptions({ queryKey: [...authorityQueryKey, id, level], queryFn: () => getAuthority(id, level), staleTime: 0 });

export function useAuthority(id: string | undefined, level: GrantLevel) {
  return useQuery({ ...authorityQueryOptions(id ?? "", level), enabled: Boolean(id) });
}
