import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StaffOption } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export async function searchStaff(keyword: string): Promise<StaffOption[]> {
  return (await http.get<StaffOption[]>(`${CATALOGUE_API.require}/staff`, { keyword: keyword || undefined })).data;
}

export function useStaffSearch(keyword: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "staff", keyword],
      queryFn: () => searchStaff(keyword),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
