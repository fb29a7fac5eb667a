import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { ImportResult } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export const importsQueryKey = ["zcps-imports"] as const;

export function useImports(query: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...importsQueryKey, query],
    queryFn: async () => (await http.get<Page<ImportResult>>("/api/zcps-sh/importData/page", { ...query })).data,
    placeholderData: keepPreviousData,
  });
}
