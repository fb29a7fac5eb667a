import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { ApplicationRow, ApplicationStatus, ApplicationTrack } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export interface ApplicationListQuery {
  projectTimeId?: string;
  track?: ApplicationTrack;
  status?: ApplicationStatus;
  reviewerId?: string;
  keyword?: string;
  page: number;
  limit: number;
}

const defined = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));

export async function getApplications(query: ApplicationListQuery): Promise<Page<ApplicationRow>> {
  return (await http.get<Page<ApplicationRow>>(APPLICATION_ROUTES.list, defined(query))).data;
}

/** AuditAssignment: every application of the school with its reviewer, filtered. */
export function useApplications(query: ApplicationListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...applicationsKey, "list", query],
      queryFn: () => getApplications(query),
      placeholderData: keepPreviousData,
    }),
  );
}
