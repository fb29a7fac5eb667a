import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { QueueRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface QueueQuery {
  type: string;
  status: "PENDING" | "DECIDED" | "ALL";
  keyword?: string;
  page: number;
  limit: number;
}

export async function getQueue({ keyword, ...query }: QueueQuery): Promise<Page<QueueRow>> {
  return (await http.get<Page<QueueRow>>(DEPART_ROUTES.queue, { ...query, ...(keyword ? { keyword } : {}) })).data;
}

/** getCheckContOfCheckUser: my items of one material page. */
export function useQueue(query: QueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "queue", query],
      queryFn: () => getQueue(query),
      placeholderData: keepPreviousData,
    }),
  );
}
