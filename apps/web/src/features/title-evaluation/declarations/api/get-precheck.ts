import { queryOptions, useQuery } from "@tanstack/react-query";
import { DECLARE_API, type PrecheckReply } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export async function getPrecheck(id: string): Promise<PrecheckReply> {
  return (await http.get<PrecheckReply>(`${DECLARE_API}/declarations/${encodeURIComponent(id)}/precheck`)).data;
}

export function usePrecheck(id: string, language: string) {
  return useQuery(
    queryOptions({ queryKey: [...declarationQueryKey, "precheck", id, language], queryFn: () => getPrecheck(id) }),
  );
}
