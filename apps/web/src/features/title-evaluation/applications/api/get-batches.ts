import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationBatch } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export async function getBatches(): Promise<ApplicationBatch[]> {
  return (await http.get<ApplicationBatch[]>(APPLICATION_ROUTES.batches)).data;
}

/** The batches of the current project, to filter by. */
export function useApplicationBatches() {
  return useQuery(queryOptions({ queryKey: [...applicationsKey, "batches"], queryFn: getBatches }));
}
