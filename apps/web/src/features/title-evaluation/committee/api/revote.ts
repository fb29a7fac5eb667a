import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** A re-vote among the candidates tied at the cap: the group's next round, for the seats left. */
export function useRevote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => http.post<unknown>(pathOf(COMMITTEE_ROUTES.revote, { groupId })),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
