import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ApplicationStatistics } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http, saveFile } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export async function getStatistics(projectTimeId?: string): Promise<ApplicationStatistics> {
  return (await http.get<ApplicationStatistics>(APPLICATION_ROUTES.statistics, projectTimeId ? { projectTimeId } : {}))
    .data;
}

/** AuditStatistics: applications by track × status and per reviewer. */
export function useStatistics(projectTimeId?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...applicationsKey, "statistics", projectTimeId],
      queryFn: () => getStatistics(projectTimeId),
    }),
  );
}

export function useExportStatistics() {
  return useMutation({
    mutationFn: ({ lang, projectTimeId }: { lang: "zh" | "en"; projectTimeId?: string }) =>
      saveFile(APPLICATION_ROUTES.statisticsExport, { lang, ...(projectTimeId ? { projectTimeId } : {}) }),
  });
}
