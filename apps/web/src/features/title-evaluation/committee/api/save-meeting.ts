import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type MeetingCreate, type MeetingUpdate } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

export type MeetingSave = { id?: undefined; input: MeetingCreate } | { id: string; input: MeetingUpdate };

/** Creates a draft meeting of a batch, or changes a draft's settings. */
export function useSaveMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: MeetingSave) =>
      id
        ? http.put<{ id: string }>(pathOf(COMMITTEE_ROUTES.meeting, { id }), input)
        : http.post<{ id: string }>(COMMITTEE_ROUTES.meetings, input),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
