import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { TeamCaseRow, TeamQueueQuery, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { stageKey } from "./keys";

export type QueueQuery = TeamQueueQuery & { page: number; limit: number };

export async function getQueue(stage: TeamStage, query: QueueQuery): Promise<Page<TeamCaseRow>> {
  return (await http.post<Page<TeamCaseRow>>(STAGE_WIRING[stage].routes.queue, query)).data;
}

/** A member's queue: the declarations allocated to the caller's teams (getDeclareUserCheckList, getCheckUserList). */
export function useQueue(stage: TeamStage, query: QueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...stageKey(stage), "queue", query],
      queryFn: () => getQueue(stage, query),
      placeholderData: keepPreviousData,
    }),
  );
}
