import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CommitteeDuty, PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** personnel/synthetical/getDuty: every unit's committee in the batch with its progress. */
export async function getCommittees(projectTimeId?: string): Promise<CommitteeDuty[]> {
  return (await http.get<CommitteeDuty[]>(PROFESSOR_ROUTES.committees, { projectTimeId })).data;
}

export function useCommittees(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "committees", projectTimeId ?? null],
      queryFn: () => getCommittees(projectTimeId),
    }),
  );
}
