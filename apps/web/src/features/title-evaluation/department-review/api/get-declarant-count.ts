import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { DepartmentDeclarantCount } from "@zcps/contracts/zcps/department-review/supervision";
import { http, saveFile } from "../../../../lib/request";

export async function getDeclarantCount(): Promise<DepartmentDeclarantCount> {
  return (await http.get<DepartmentDeclarantCount>(DEPART_ROUTES.declarantCount)).data;
}

/** BCUserDeclareCountNew: the declarants under verification by state, level and department. */
export function useDeclarantCount() {
  return useQuery(queryOptions({ queryKey: ["department-review", "declarant-count"], queryFn: getDeclarantCount }));
}

export function useExportDeclarantCount() {
  return useMutation({ mutationFn: (lang: "zh" | "en") => saveFile(DEPART_ROUTES.declarantCountExport, { lang }) });
}
