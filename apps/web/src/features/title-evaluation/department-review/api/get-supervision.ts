import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { Supervision } from "@zcps/contracts/zcps/department-review/supervision";
import { http } from "../../../../lib/request";

export async function getSupervision(departId?: string): Promise<Supervision> {
  return (await http.get<Supervision>(DEPART_ROUTES.supervision, { departId })).data;
}

/**
 * SupervisionOfAudit: progress per department and reviewer, and the overdue items; of one department when named
 * (the school's readers pick one, anyone else sees their own whatever they name).
 */
export function useSupervision(departId?: string) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "supervision", departId ?? null],
      queryFn: () => getSupervision(departId),
    }),
  );
}
