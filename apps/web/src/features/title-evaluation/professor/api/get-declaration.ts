import { queryOptions, useQuery } from "@tanstack/react-query";
import { PROFESSOR_ROUTES, type ProfessorDeclarationView } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { pathOf, professorKey } from "./keys";

/** declarations/:id: one declarant as the committee reads them (the materials it may read, the peer aggregate). */
export async function getDeclaration(id: string): Promise<ProfessorDeclarationView> {
  return (await http.get<ProfessorDeclarationView>(pathOf(PROFESSOR_ROUTES.declaration, { id }))).data;
}

export function useDeclaration(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...professorKey, "declaration", id ?? ""],
      queryFn: () => getDeclaration(id as string),
      enabled: id !== null,
    }),
  );
}
