import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AffirmInput, PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

/** Confirms the expert's name, institution and title with the code sent to their phone. */
export function useAffirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AffirmInput) => http.post<unknown>(PEER_ROUTES.affirm, input),
    onSuccess: () => client.invalidateQueries({ queryKey: expertReviewKey }),
  });
}
