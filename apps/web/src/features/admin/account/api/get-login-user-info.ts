import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserProfile } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";

export async function getLoginUserInfo(): Promise<UserProfile> {
  const reply = await http.post<UserProfile>("/api/admin/user/getLoginUserInfo");
  return reply.data;
}

export const loginUserInfoQueryKey = ["account", "loginUserInfo"] as const;

export const loginUserInfoQueryOptions = () =>
  queryOptions({ queryKey: loginUserInfoQueryKey, queryFn: getLoginUserInfo });

/** Fetched when the personal-information dialog opens, fresh each time. */
export function useLoginUserInfo(enabled: boolean) {
  return useQuery({ ...loginUserInfoQueryOptions(), enabled, staleTime: 0 });
}
