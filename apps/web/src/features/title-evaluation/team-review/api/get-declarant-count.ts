import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { PERSONNEL_ROUTES } from "@zcps/contracts/zcps/team-review/api";
import type { DeclarationStatistics } from "@zcps/contracts/zcps/workflow/api";
import { SYS_API } from "@zcps/contracts/zcps/workflow/elements";
import { http, saveFile } from "../../../../lib/request";
import { teamReviewKey } from "./keys";

export async function getDeclarantCount(): Promise<DeclarationStatistics> {
  return (await http.get<DeclarationStatistics>(`${SYS_API}/sbtj`)).data;
}

/** sys/sbtj: the batch's declarations by status, unit and level. */
export function useDeclarantCount() {
  return useQuery(queryOptions({ queryKey: [...teamReviewKey, "sbtj"], queryFn: getDeclarantCount }));
}

export function useExportDeclarantCount() {
  return useMutation({ mutationFn: (lang: "zh" | "en") => saveFile(PERSONNEL_ROUTES.declarantCountExport, { lang }) });
}
