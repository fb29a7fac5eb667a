import { useQuery } from "@tanstack/react-query";
import type { TitleOption, UnitOption } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

/** Units and titles for the staff pages' selects (each page has its own route to them). */
export function useUnits(base = "/api/zcps-sh/baseUser") {
  return useQuery({
    queryKey: ["zcps-staff-units", base],
    queryFn: async () => (await http.get<UnitOption[]>(`${base}/units`)).data,
    staleTime: 5 * 60_000,
  });
}

export function useTitles(base = "/api/zcps-sh/baseUser") {
  return useQuery({
    queryKey: ["zcps-staff-titles", base],
    queryFn: async () => (await http.get<TitleOption[]>(`${base}/titles`)).data,
    staleTime: 5 * 60_000,
  });
}
