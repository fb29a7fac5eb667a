import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type MeetingDetail } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** One meeting: its settings, members, recusals (by rule and declared), groups and the moves open to it. */
export async function getMeeting(id: string): Promise<MeetingDetail> {
  return (await http.get<MeetingDetail>(pathOf(COMMITTEE_ROUTES.meeting, { id }))).data;
}

export function useMeeting(id: string | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "meeting", id ?? ""],
      queryFn: () => getMeeting(id as string),
      enabled: Boolean(id),
    }),
  );
}
