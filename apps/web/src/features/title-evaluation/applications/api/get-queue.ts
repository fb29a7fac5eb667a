import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { ApplicationRow, ApplicationTrack } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export interface QueueQuery {
  status: "PENDING" | "DECIDED" | "ALL";
  track?: ApplicationTrack;
  keyword?: string;
  page: number;
  limit: number;
}

export async function getQueue({ keyword, track, ...query }: QueueQuery): Promise<Page<ApplicationRow>> {
  const params = { ...query, ...(keyword ? { keyword } : {}), ...(track ? { track } : {}) };
  return (await http.get<Page<ApplicationRow>>(APPLICATION_ROUTES.queue, params)).data;
}

/** MaterialsReview: the applications allocated to me. */
export function useQueue(query: QueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...applicationsKey, "queue", query],
      queryFn: () => getQueue(query),
      placeholderData: keepPreviousData,
    }),
  );
}
