import { useQuery } from "@tanstack/react-query";
import type { BatchOption, NamedListEffects, NamedListType, StaffOption } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export function useListBatches(listType: NamedListType) {
  return useQuery({
    queryKey: ["zcps-named-list-batches", listType],
    queryFn: async () => (await http.get<BatchOption[]>(`/api/zcps-sh/${listType}/batches`)).data,
  });
}

export function useListDefaults(listType: NamedListType, enabled: boolean) {
  return useQuery({
    queryKey: ["zcps-named-list-defaults", listType],
    queryFn: async () => (await http.get<NamedListEffects>(`/api/zcps-sh/${listType}/defaults`)).data,
    enabled,
  });
}

export async function searchListStaff(listType: NamedListType, keyword: string) {
  return (await http.get<StaffOption[]>(`/api/zcps-sh/${listType}/staffOptions`, { keyword })).data;
}
