import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import type { MeetingAction } from "@zcps/contracts/zcps/committee/meeting";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Starts, pauses, resumes, ends or archives a meeting. */
export function useMoveMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: MeetingAction }) =>
      http.post<unknown>(pathOf(COMMITTEE_ROUTES.move, { id }), { action }),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
