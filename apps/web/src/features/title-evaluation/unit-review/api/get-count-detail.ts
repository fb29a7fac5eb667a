import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { type UnitDeclarationRow, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** Which declarations a count stands for: any of title, state and level, paged. */
export interface CountDetailQuery {
  projectTimeId?: string;
  titleId?: string;
  status?: string;
  level?: string;
  page: number;
  limit: number;
}

/** unit/getCountDetailOfUser: the declarations behind one count. */
export async function getCountDetail(query: CountDetailQuery): Promise<Page<UnitDeclarationRow>> {
  return (await http.get<Page<UnitDeclarationRow>>(`${ZCPS_SH_UNIT}/getCountDetailOfUser`, { ...query })).data;
}

export function useCountDetail(query: CountDetailQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "countDetail", query],
      queryFn: () => getCountDetail(query as CountDetailQuery),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
