import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Deletes a voting group of a draft meeting (its candidates return to the meeting's candidates). */
export function useDeleteGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => http.delete<null>(pathOf(COMMITTEE_ROUTES.group, { groupId })),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
