import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type UnitDeclarationRow,
  type UnitListQuery,
  type UnitSummary,
  ZCPS_SH_UNIT,
} from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

export interface UnitDeclarationPage {
  rows: UnitDeclarationRow[];
  total: number;
  summary: UnitSummary;
}

/** The unit's declarations of a batch with the unit's counts and quota use; `mine` keeps those assigned to me. */
export async function getUnitDeclarations(query: UnitListQuery): Promise<UnitDeclarationPage> {
  const keyword = query.keyword?.trim();
  return (
    await http.post<UnitDeclarationPage>(`${ZCPS_SH_UNIT}/getDeclareUserList`, {
      ...query,
      keyword: keyword || undefined,
    })
  ).data;
}

export const unitDeclarationsOptions = (query: UnitListQuery) =>
  queryOptions({
    queryKey: [...unitReviewQueryKey, "declarations", query],
    queryFn: () => getUnitDeclarations(query),
    placeholderData: keepPreviousData,
  });

export function useUnitDeclarations(query: UnitListQuery) {
  return useQuery(unitDeclarationsOptions(query));
}
