import { queryOptions, useQuery } from "@tanstack/react-query";
import { PROFESSOR_ROUTES, type ProfessorBallot } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** getRecommendList: the member's ballot, the declarants awaiting the committee with the member's draft. */
export async function getRecommendList(projectTimeId?: string): Promise<ProfessorBallot> {
  return (await http.post<ProfessorBallot>(PROFESSOR_ROUTES.recommendList, { projectTimeId })).data;
}

export function useRecommendList(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "ballot", projectTimeId ?? null],
      queryFn: () => getRecommendList(projectTimeId),
    }),
  );
}
