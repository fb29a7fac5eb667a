import { useQuery } from "@tanstack/react-query";
import type { UnitAdminPerson, UnitAdminRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export const unitAdminsQueryKey = ["zcps-unit-admins"] as const;

export function useUnitAdmins() {
  return useQuery({
    queryKey: unitAdminsQueryKey,
    queryFn: async () => (await http.get<UnitAdminRow[]>("/api/zcps-sh/unitAdmin/list")).data,
  });
}

export async function searchUnitAdminCandidates(keyword: string) {
  return (
    await http.get<(UnitAdminPerson & { departName: string | null })[]>("/api/zcps-sh/unitAdmin/candidates", {
      keyword,
    })
  ).data;
}
