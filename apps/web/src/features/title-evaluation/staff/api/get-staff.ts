import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { StaffRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export interface StaffQuery {
  page: number;
  limit: number;
  unitId?: string;
  postType?: string;
  titleLevel?: string;
  keyword?: string;
}

export const staffQueryKey = ["zcps-staff"] as const;

/** Drops empty filters so the URL carries only what was chosen. */
export function staffParams(query: Omit<StaffQuery, "page" | "limit">) {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));
}

export async function getStaff(query: StaffQuery) {
  return (await http.get<Page<StaffRow>>("/api/zcps-sh/baseUser/page", staffParams(query))).data;
}

export function useStaff(query: StaffQuery) {
  return useQuery({
    queryKey: [...staffQueryKey, query],
    queryFn: () => getStaff(query),
    placeholderData: keepPreviousData,
  });
}
