import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROFESSOR_ROUTES, type SubmitBallotReply } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** submit: the saved draft becomes the member's ballot for the round; it can no longer change. */
export const submitRecommend = (body: { projectTimeId?: string }) =>
  http.post<SubmitBallotReply>(PROFESSOR_ROUTES.submit, body);

export function useSubmitRecommend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitRecommend,
    onSettled: () => client.invalidateQueries({ queryKey: professorKey }),
  });
}
