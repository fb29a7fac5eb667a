import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES, type RespondInput } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey } from "./keys";

/** Accepts an invitation, or declines it with a reason (a declared conflict declines and records the conflict). */
export function useRespond() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondInput) => http.post<unknown>(PEER_ROUTES.respond, input),
    onSuccess: () => client.invalidateQueries({ queryKey: expertReviewKey }),
  });
}
