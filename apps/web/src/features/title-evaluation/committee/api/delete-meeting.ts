import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Deletes a draft meeting. */
export function useDeleteMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(pathOf(COMMITTEE_ROUTES.meeting, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
