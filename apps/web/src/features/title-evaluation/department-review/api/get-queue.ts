import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { QueueRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface QueueQuery {
  /** one material page; the supplementary queue spans every page when absent */
  type?: string;
  status: "PENDING" | "DECIDED" | "ALL";
  keyword?: string;
  page: number;
  limit: number;
  /** the supplementary review's queue: items of rounds reopened after a return */
  supplementary?: boolean;
}

export async function getQueue({ keyword, supplementary, ...query }: QueueQuery): Promise<Page<QueueRow>> {
  const route = supplementary ? DEPART_ROUTES.supplementary : DEPART_ROUTES.queue;
  return (await http.get<Page<QueueRow>>(route, { ...query, ...(keyword ? { keyword } : {}) })).data;
}

/** getCheckContOfCheckUser: my items of one material page (or of the supplementary rounds, every page). */
export function useQueue(query: QueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "queue", query],
      queryFn: () => getQueue(query),
      placeholderData: keepPreviousData,
    }),
  );
}
