import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { CountForm } from "@zcps/contracts/zcps/department-review/supervision";
import { http, saveFile } from "../../../../lib/request";

export async function getCountForm(): Promise<CountForm> {
  return (await http.get<CountForm>(DEPART_ROUTES.countForm)).data;
}

/** AuditCountForm: items per department and material page, with totals. */
export function useCountForm() {
  return useQuery(queryOptions({ queryKey: ["department-review", "count-form"], queryFn: getCountForm }));
}

/** Downloads the count form as xlsx in the console's language. */
export function useExportCountForm() {
  return useMutation({ mutationFn: (lang: "zh" | "en") => saveFile(DEPART_ROUTES.countFormExport, { lang }) });
}
