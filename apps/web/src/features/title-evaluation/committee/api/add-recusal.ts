import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** A recusal declared at the meeting: the member does not vote on the candidate. */
export function useAddRecusal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; userId: string; declarationId: string; note?: string }) =>
      http.post<unknown>(pathOf(COMMITTEE_ROUTES.recusals, { id }), body),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
