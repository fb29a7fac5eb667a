import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckLogRow } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

/** The spec's sys/findCheckLog: the decision timeline. */
export async function findCheckLog(declarationId: string): Promise<CheckLogRow[]> {
  return (await http.get<CheckLogRow[]>("/api/zcps-sh/sys/findCheckLog", { declarationId })).data;
}

export function useCheckLog(declarationId: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationQueryKey, "checkLog", declarationId, language],
      queryFn: () => findCheckLog(declarationId),
    }),
  );
}
