import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { QuotaRow, QuotaTotals } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export interface QuotaQuery {
  projectTimeId: string;
  page: number;
  limit: number;
  unitId?: string;
  level?: string;
  trackCode?: string;
}

export type QuotaPage = Page<QuotaRow> & { totals: QuotaTotals };

export async function getQuotas(query: QuotaQuery): Promise<QuotaPage> {
  return (await http.get<QuotaPage>(`${CATALOGUE_API.quota}/findQuota`, { ...query })).data;
}

export function useQuotas(query: QuotaQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "quotas", query],
      queryFn: () => getQuotas(query),
      enabled: Boolean(query.projectTimeId),
      placeholderData: keepPreviousData,
    }),
  );
}
