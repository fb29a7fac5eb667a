import { queryOptions, useQuery } from "@tanstack/react-query";
import { PROFESSOR_ROUTES, type ProfessorCount } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** count: the committees' declarants per unit and level (a member's own unit, personnel's every unit). */
export async function getCount(projectTimeId?: string): Promise<ProfessorCount> {
  return (await http.get<ProfessorCount>(PROFESSOR_ROUTES.count, { projectTimeId })).data;
}

export function useCount(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "count", projectTimeId ?? null],
      queryFn: () => getCount(projectTimeId),
    }),
  );
}
