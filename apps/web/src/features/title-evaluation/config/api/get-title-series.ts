import { queryOptions, useQuery } from "@tanstack/react-query";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { tableLayoutsQueryKey } from "./get-table-layouts";

export interface SeriesOption {
  code: string;
  name: string;
  nameEn: string;
}

export async function getTitleSeries(): Promise<SeriesOption[]> {
  return (await http.get<SeriesOption[]>(`${CONFIG_API.table}/series`)).data;
}

export function useTitleSeries() {
  return useQuery(queryOptions({ queryKey: [...tableLayoutsQueryKey, "series"], queryFn: getTitleSeries }));
}
