import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type GroupAction } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Opens, pauses, resumes or closes a group's current round. */
export function useMoveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, action }: { groupId: string; action: GroupAction }) =>
      http.post<unknown>(pathOf(COMMITTEE_ROUTES.groupMove, { groupId }), { action }),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
