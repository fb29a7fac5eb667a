import { useQuery } from "@tanstack/react-query";
import type { DisciplineOption } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";

/** The national catalogue's first-level disciplines, chosen for an expert when their application is approved. */
export function useApplicationDisciplines(enabled: boolean) {
  return useQuery({
    queryKey: ["zcps-user-audit", "disciplines"],
    queryFn: async () => (await http.get<DisciplineOption[]>("/api/zcps-sh/userAudit/disciplines")).data,
    staleTime: 30 * 60_000,
    enabled,
  });
}
