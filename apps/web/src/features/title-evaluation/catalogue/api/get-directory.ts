import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryRequired, DirectoryRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export interface DirectoryQuery {
  projectTimeId: string;
  keyword?: string;
  required?: DirectoryRequired;
  verifierDepartId?: string;
}

export async function getDirectory(query: DirectoryQuery): Promise<DirectoryRow[]> {
  return (
    await http.get<DirectoryRow[]>(`${CATALOGUE_API.directory}/list`, { ...query, keyword: query.keyword || undefined })
  ).data;
}

export function useDirectory(query: DirectoryQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "directory", query],
      queryFn: () => getDirectory(query),
      enabled: Boolean(query.projectTimeId),
      placeholderData: keepPreviousData,
    }),
  );
}
