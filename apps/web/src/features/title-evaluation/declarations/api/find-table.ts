import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SectionRow } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

/** The spec's sys/findTable: the declaration's sections. */
export async function findTable(declarationId: string): Promise<SectionRow[]> {
  return (await http.post<SectionRow[]>("/api/zcps-sh/sys/findTable", { declarationId })).data;
}

export function useSections(declarationId: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationQueryKey, "sections", declarationId, language],
      queryFn: () => findTable(declarationId),
    }),
  );
}
