import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CommitteeResult, PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { pathOf, professorKey } from "./keys";

/** committees/:unitId: one committee's round, its progress, and its tally once every member has submitted. */
export async function getCommittee(unitId: string, projectTimeId?: string): Promise<CommitteeResult> {
  return (await http.get<CommitteeResult>(pathOf(PROFESSOR_ROUTES.committee, { unitId }), { projectTimeId })).data;
}

export function useCommittee(unitId: string | null, projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "committee", unitId ?? "", projectTimeId ?? null],
      queryFn: () => getCommittee(unitId as string, projectTimeId),
      enabled: unitId !== null,
    }),
  );
}
