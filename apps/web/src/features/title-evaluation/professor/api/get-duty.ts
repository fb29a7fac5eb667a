import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CommitteeDuty, PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** getDuty: the member's committee in the batch: its unit, members, round and how many have submitted. */
export async function getDuty(projectTimeId?: string): Promise<CommitteeDuty> {
  return (await http.get<CommitteeDuty>(PROFESSOR_ROUTES.duty, { projectTimeId })).data;
}

export function useDuty(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "duty", projectTimeId ?? null],
      queryFn: () => getDuty(projectTimeId),
    }),
  );
}
