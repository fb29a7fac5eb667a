import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeclarationDetail, DepartHistoryRow } from "@zcps/contracts/zcps/workflow/api";
import { http, request } from "../../../../lib/request";

/** Every query of a declaration's detail starts with it: a decision elsewhere refreshes an open drawer. */
export const declarationDetailKey = ["zcps-declaration-detail"] as const;

export async function getDeclaration(id: string): Promise<DeclarationDetail> {
  return (await http.get<DeclarationDetail>(`/api/zcps-sh/declareUser/${encodeURIComponent(id)}`)).data;
}

/**
 * Which department verifies each item: an annotation of the drawer, read quietly, since a page that shows the
 * drawer before the departments' stage (the unit's) may not hold this route.
 */
export async function getDepartHistory(declarationId: string): Promise<DepartHistoryRow[]> {
  return (
    await request<DepartHistoryRow[]>({
      url: "/api/zcps-sh/sys/findDepartHistory",
      method: "POST",
      data: { declarationId },
      silent: true,
    })
  ).data;
}

export function useDeclaration(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationDetailKey, "detail", id],
      queryFn: () => getDeclaration(id as string),
      enabled: id !== null,
    }),
  );
}

export function useDepartHistory(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationDetailKey, "history", id],
      queryFn: () => getDepartHistory(id as string),
      enabled: id !== null,
    }),
  );
}
