import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationBatch, ApplicationRow } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export async function getMyApplications(): Promise<ApplicationRow[]> {
  return (await http.get<ApplicationRow[]>(APPLICATION_ROUTES.mine)).data;
}

/** My special-track applications (talents, kyry, tpUser, exceptional promotion) with their status. */
export function useMyApplications(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: [...declarationQueryKey, "my-applications"], queryFn: getMyApplications, enabled }),
  );
}

export async function getApplicationBatches(): Promise<ApplicationBatch[]> {
  return (await http.get<ApplicationBatch[]>(APPLICATION_ROUTES.batches)).data;
}

/** The batches of the current project an application may be filed in. */
export function useApplicationBatches(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationQueryKey, "application-batches"],
      queryFn: getApplicationBatches,
      enabled,
    }),
  );
}
