import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { RequirementRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export interface RequirementQuery {
  projectTimeId: string;
  page: number;
  limit: number;
  titleId?: string;
  method?: string;
}

export async function getRequirements(query: RequirementQuery): Promise<Page<RequirementRow>> {
  return (await http.get<Page<RequirementRow>>(`${CATALOGUE_API.require}/page`, { ...query })).data;
}

export function useRequirements(query: RequirementQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "requirements", query],
      queryFn: () => getRequirements(query),
      enabled: Boolean(query.projectTimeId),
      placeholderData: keepPreviousData,
    }),
  );
}
