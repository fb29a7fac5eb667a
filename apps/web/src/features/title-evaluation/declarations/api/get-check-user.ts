import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckUserReply } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export async function getCheckUser(): Promise<CheckUserReply> {
  return (await http.get<CheckUserReply>("/api/zcps/user/checkUser")).data;
}

export function useCheckUser(language: string) {
  return useQuery(queryOptions({ queryKey: [...declarationQueryKey, "checkUser", language], queryFn: getCheckUser }));
}
