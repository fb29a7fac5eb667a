import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type MeetingCandidate } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** The batch's declarations at the senior committee not yet in one of the meeting's groups. */
export async function getCandidates(id: string): Promise<MeetingCandidate[]> {
  return (await http.get<MeetingCandidate[]>(pathOf(COMMITTEE_ROUTES.candidates, { id }))).data;
}

export function useCandidates(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: [...committeeKey, "candidates", id], queryFn: () => getCandidates(id), enabled }),
  );
}
