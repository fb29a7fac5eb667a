import { useQuery } from "@tanstack/react-query";
import type {
  DisciplineOption,
  ExpertKind,
  ExpertStaffOption,
  ExpertUnitOption,
} from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { poolApi } from "./get-experts";

/** The first-level disciplines of the national catalogue (they rarely change). */
export function useDisciplines(kind: ExpertKind) {
  return useQuery({
    queryKey: ["zcps-experts", "disciplines"],
    queryFn: async () => (await http.get<DisciplineOption[]>(`${poolApi(kind)}/disciplines`)).data,
    staleTime: 30 * 60_000,
  });
}

export function useExpertUnits(kind: ExpertKind, enabled = true) {
  return useQuery({
    queryKey: ["zcps-experts", "units"],
    queryFn: async () => (await http.get<ExpertUnitOption[]>(`${poolApi(kind)}/units`)).data,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Staff matching a keyword: the internal expert to add, or the declarant of a conflict. */
export async function searchExpertStaff(kind: ExpertKind, keyword: string) {
  return (await http.get<ExpertStaffOption[]>(`${poolApi(kind)}/staffOptions`, { keyword })).data;
}
