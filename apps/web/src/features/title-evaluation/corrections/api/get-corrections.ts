import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { CorrectionRow, CorrectionStatus } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

export interface CorrectionPageQuery {
  page: number;
  limit: number;
  status?: CorrectionStatus;
  departId?: string;
  keyword?: string;
}

const clean = (query: CorrectionPageQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));

/** Every query of this feature starts with it, so one invalidation refreshes both lists. */
export const correctionsQueryKey = ["zcps-corrections"] as const;

export async function getCorrections(query: CorrectionPageQuery): Promise<Page<CorrectionRow>> {
  return (await http.get<Page<CorrectionRow>>("/api/zcps-sh/errorCorrection/page", clean(query))).data;
}

export async function getMyCorrections(query: CorrectionPageQuery): Promise<Page<CorrectionRow>> {
  return (await http.get<Page<CorrectionRow>>("/api/zcps-sh/personErrorCorrection/page", clean(query))).data;
}

export function useCorrections(query: CorrectionPageQuery, mine: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...correctionsQueryKey, mine ? "mine" : "department", query],
      queryFn: () => (mine ? getMyCorrections(query) : getCorrections(query)),
      placeholderData: keepPreviousData,
    }),
  );
}
