import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { EXPERT_PAGES, type ExpertKind, type ExpertRow } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";

export interface ExpertQuery {
  page: number;
  limit: number;
  keyword?: string;
  disciplineCode?: string;
  titleLevel?: string;
  status?: string;
  unitId?: string;
}

/** The API prefix of a pool. */
export const poolApi = (kind: ExpertKind) => `/api/zcps-sh/${EXPERT_PAGES[kind]}`;

export const expertsKey = (kind: ExpertKind) => ["zcps-experts", kind] as const;

export function useExperts(kind: ExpertKind, query: ExpertQuery) {
  return useQuery({
    queryKey: [...expertsKey(kind), query],
    queryFn: async () => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));
      return (await http.get<Page<ExpertRow>>(`${poolApi(kind)}/page`, params)).data;
    },
    placeholderData: keepPreviousData,
  });
}
