import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PacketStatus, UNIT_PACKETS_API } from "@zcps/contracts/zcps/unit-review/packets";
import { http } from "../../../../lib/request";
import { unitReviewQueryKey } from "./keys";

/** The task's states after which nothing changes any more. */
const SETTLED = new Set(["completed", "failed", "cancelled"]);

/** unit/sbjbZipExists: how far the packets' task is. */
export async function getPacketStatus(taskId: string): Promise<PacketStatus> {
  return (await http.get<PacketStatus>(UNIT_PACKETS_API.status, { taskId })).data;
}

/** Polls the task every second until it has settled. */
export function usePacketStatus(taskId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...unitReviewQueryKey, "packets", taskId],
      queryFn: () => getPacketStatus(taskId as string),
      enabled: taskId !== null,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data && SETTLED.has(query.state.data.state) ? false : 1000),
    }),
  );
}
