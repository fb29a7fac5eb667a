import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeclarationDetail, DepartHistoryRow } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

export async function getDeclaration(id: string): Promise<DeclarationDetail> {
  return (await http.get<DeclarationDetail>(`/api/zcps-sh/declareUser/${encodeURIComponent(id)}`)).data;
}

export async function getDepartHistory(declarationId: string): Promise<DepartHistoryRow[]> {
  return (await http.post<DepartHistoryRow[]>("/api/zcps-sh/sys/findDepartHistory", { declarationId })).data;
}

export function useDeclaration(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["zcps-review", "detail", id],
      queryFn: () => getDeclaration(id as string),
      enabled: id !== null,
    }),
  );
}

export function useDepartHistory(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["zcps-review", "history", id],
      queryFn: () => getDepartHistory(id as string),
      enabled: id !== null,
    }),
  );
}
