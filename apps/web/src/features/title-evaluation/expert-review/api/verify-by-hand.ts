import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { verificationsKey } from "./get-verifications";

/** Personnel verify an expert by hand, with a note of how (a call to the institution, an ID seen in person). */
export function useVerifyByHand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { expertId: string; note?: string }) => http.post<unknown>(PEER_ROUTES.verifications, input),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationsKey }),
  });
}
