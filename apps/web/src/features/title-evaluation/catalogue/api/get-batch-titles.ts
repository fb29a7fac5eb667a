import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BatchTitleRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export async function getBatchTitles(projectTimeId: string): Promise<BatchTitleRow[]> {
  return (await http.get<BatchTitleRow[]>(CATALOGUE_API.batchTitles, { projectTimeId })).data;
}

/** All titles a batch accepts (for pickers: required-for titles, requirement keys). */
export function useBatchTitles(projectTimeId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "batchTitles", projectTimeId],
      queryFn: () => getBatchTitles(projectTimeId ?? ""),
      enabled: Boolean(projectTimeId),
    }),
  );
}
