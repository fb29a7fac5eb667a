import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BranchCount } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export async function getBranchCounts(): Promise<BranchCount[]> {
  return (await http.get<BranchCount[]>(DEPART_ROUTES.branchCount)).data;
}

/** My department's items per material page: total, assigned, decided, returned. */
export function useBranchCounts() {
  return useQuery(queryOptions({ queryKey: ["department-review", "counts"], queryFn: getBranchCounts }));
}
