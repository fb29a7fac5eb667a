import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { UserRef } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

/**
 * Users of the tenant whose name or account contains the keyword (at most 20), to delegate a task to: the search
 * choosing a role group's members uses, which flowTaskManager:btn_delegate opens too.
 */
export async function searchUsers(keyword: string): Promise<UserRef[]> {
  return (await http.get<UserRef[]>("/api/admin/group/userOptions", { keyword: keyword.trim() || undefined })).data;
}

export function useUserSearch(keyword: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...flowRunsQueryKey, "users", keyword.trim()],
      queryFn: () => searchUsers(keyword),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
