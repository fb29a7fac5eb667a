import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationDetail } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export async function getApplication(id: string): Promise<ApplicationDetail> {
  return (await http.get<ApplicationDetail>(APPLICATION_ROUTES.detail, { id })).data;
}

/** One application with its evidence and history. */
export function useApplication(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...applicationsKey, "detail", id],
      queryFn: () => getApplication(id as string),
      enabled: id !== null,
    }),
  );
}

/** An evidence file of an application, as the preview fetches it. */
export const evidenceUrl = (applicationId: string) => (fileId: string) =>
  `${APPLICATION_ROUTES.evidence}?applicationId=${encodeURIComponent(applicationId)}&fileId=${encodeURIComponent(fileId)}`;
