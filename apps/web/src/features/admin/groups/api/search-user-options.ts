import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { UserRef } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { groupsQueryKey } from "./get-group-tree";

/** Users of the tenant whose name or account contains the keyword (at most 20), to choose as members. */
export async function searchUserOptions(keyword: string): Promise<UserRef[]> {
  const reply = await http.get<UserRef[]>("/api/admin/group/userOptions", { keyword: keyword.trim() || undefined });
  return reply.data;
}

export const userOptionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: [...groupsQueryKey, "userOptions", keyword.trim()],
    queryFn: () => searchUserOptions(keyword),
    placeholderData: keepPreviousData,
  });

export function useUserOptions(keyword: string, enabled: boolean) {
  return useQuery({ ...userOptionsQueryOptions(keyword), enabled });
}
