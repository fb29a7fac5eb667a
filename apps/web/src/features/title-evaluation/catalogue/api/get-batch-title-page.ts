import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { BatchTitleRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export interface BatchTitlePageQuery {
  projectTimeId: string;
  page: number;
  limit: number;
  seriesCode?: string;
  level?: string;
  keyword?: string;
}

export async function getBatchTitlePage(query: BatchTitlePageQuery): Promise<Page<BatchTitleRow>> {
  return (
    await http.get<Page<BatchTitleRow>>(`${CATALOGUE_API.title}/page`, {
      ...query,
      keyword: query.keyword || undefined,
    })
  ).data;
}

export function useBatchTitlePage(query: BatchTitlePageQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "batchTitlePage", query],
      queryFn: () => getBatchTitlePage(query),
      enabled: Boolean(query.projectTimeId),
      placeholderData: keepPreviousData,
    }),
  );
}
