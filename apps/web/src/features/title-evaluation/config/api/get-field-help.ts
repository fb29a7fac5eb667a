import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { FieldHelpRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";

export interface FieldHelpQuery {
  page: number;
  limit: number;
  materialType?: string;
  keyword: string;
}

export async function getFieldHelp({ page, limit, materialType, keyword }: FieldHelpQuery) {
  const params: Record<string, string | number> = { page, limit };
  if (materialType) params.materialType = materialType;
  if (keyword.trim()) params.keyword = keyword.trim();
  return (await http.get<Page<FieldHelpRow>>(`${CONFIG_API.fieldHelp}/page`, params)).data;
}

export const fieldHelpQueryKey = ["zcps-field-help"] as const;

export function useFieldHelp(query: FieldHelpQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...fieldHelpQueryKey, query],
      queryFn: () => getFieldHelp(query),
      placeholderData: keepPreviousData,
    }),
  );
}
