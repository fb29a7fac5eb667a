import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { Supervision } from "@zcps/contracts/zcps/department-review/supervision";
import { http } from "../../../../lib/request";

export async function getSupervision(): Promise<Supervision> {
  return (await http.get<Supervision>(DEPART_ROUTES.supervision)).data;
}

/** SupervisionOfAudit: progress per department and reviewer, and the overdue items. */
export function useSupervision() {
  return useQuery(queryOptions({ queryKey: ["department-review", "supervision"], queryFn: getSupervision }));
}
