import { useMutation } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";

/** What the server says of a code it sent: where to (masked), how long it lives, when another may be asked for. */
export interface VerifyCodeSent {
  phoneMasked: string;
  expiresIn: number;
  resendIn: number;
}

/** Sends a verification code to the phone the school holds for the expert. */
export function useSendCode() {
  return useMutation({ mutationFn: () => http.post<VerifyCodeSent>(PEER_ROUTES.sendCode, {}) });
}
