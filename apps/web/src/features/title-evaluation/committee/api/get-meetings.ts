import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type MeetingRow } from "@zcps/contracts/zcps/committee/api";
import type { MeetingState } from "@zcps/contracts/zcps/committee/meeting";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

export interface MeetingQuery {
  projectTimeId?: string;
  state?: MeetingState;
}

/** The batch's meetings (the current project's default batch when none is named). */
export async function getMeetings(query: MeetingQuery): Promise<MeetingRow[]> {
  return (await http.get<MeetingRow[]>(COMMITTEE_ROUTES.meetings, { ...query })).data;
}

export function useMeetings(query: MeetingQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "meetings", query],
      queryFn: () => getMeetings(query),
      enabled,
    }),
  );
}
