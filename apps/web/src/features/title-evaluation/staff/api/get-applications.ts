import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export interface ApplicationQuery {
  page: number;
  limit: number;
  status?: string;
  kind?: string;
  keyword?: string;
}

export const applicationsQueryKey = ["zcps-applications"] as const;

export function useApplications(query: ApplicationQuery) {
  return useQuery({
    queryKey: [...applicationsQueryKey, query],
    queryFn: async () => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));
      return (await http.get<Page<ApplicationRow>>("/api/zcps-sh/userAudit/page", params)).data;
    },
    placeholderData: keepPreviousData,
  });
}
