import { useMutation } from "@tanstack/react-query";
import { PEER_ROUTES, type VerifyCodeSent } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";

/** Sends a verification code to the phone the school holds for the expert. */
export function useSendCode() {
  return useMutation({ mutationFn: () => http.post<VerifyCodeSent>(PEER_ROUTES.sendCode, {}) });
}
