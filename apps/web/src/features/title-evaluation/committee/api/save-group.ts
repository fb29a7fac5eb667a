import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type GroupCreate } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

export type GroupSave = { meetingId: string; groupId?: string; input: GroupCreate };

/** Creates a voting group of a draft meeting, or changes one: its name, cap and candidates. */
export function useSaveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, groupId, input }: GroupSave) =>
      groupId
        ? http.put<{ id: string }>(pathOf(COMMITTEE_ROUTES.group, { groupId }), input)
        : http.post<{ id: string }>(pathOf(COMMITTEE_ROUTES.groups, { id: meetingId }), input),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
