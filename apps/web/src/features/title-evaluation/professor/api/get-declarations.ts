import { queryOptions, useQuery } from "@tanstack/react-query";
import { PROFESSOR_ROUTES, type ProfessorDeclarationRow } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** declarations: the declarants put to the member's committee in the batch, with where each stands. */
export async function getDeclarations(projectTimeId?: string): Promise<ProfessorDeclarationRow[]> {
  return (await http.get<ProfessorDeclarationRow[]>(PROFESSOR_ROUTES.declarations, { projectTimeId })).data;
}

export function useDeclarations(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "declarations", projectTimeId ?? null],
      queryFn: () => getDeclarations(projectTimeId),
    }),
  );
}
