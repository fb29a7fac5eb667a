import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BallotSubmit, COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Casts the member's ballot for a round; once in it cannot change. */
export function useSubmitBallot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, ballot }: { groupId: string; ballot: BallotSubmit }) =>
      http.post<unknown>(pathOf(COMMITTEE_ROUTES.ballot, { groupId }), ballot),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
