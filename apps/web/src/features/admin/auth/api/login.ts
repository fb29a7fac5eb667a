import type { Envelope, TokenResponse, VerifyCodeTicket } from "@zcps/contracts/api";
import i18n from "../../../../i18n";
import { COOKIES, removeCookie, setCookie } from "../../../../lib/cookies";
import { encryptPassword } from "../../../../lib/crypto";
import { showMessage } from "../../../../lib/feedback";
import { http, request, TOKEN_URL } from "../../../../lib/request";
import { MESSAGE_SECONDS } from "../../../../lib/request-errors";
import { useSession } from "../../../../stores/session";

/** The tenant every console login is made in (spec 9: a fixed constant). */
export const DEFAULT_TENANT_ID = "default";

export class LoginRejected extends Error {}

/** Spec 5: a reply without an access token is a failed login with the warning '账户或密码错误！'. */
function accept(reply: TokenResponse | Envelope<unknown>, cas: boolean): void {
  const token = (reply as TokenResponse).access_token;
  if (!token) {
    showMessage("warning", i18n.t("auth.badCredentials"), MESSAGE_SECONDS);
    throw new LoginRejected("auth.badCredentials");
  }
  useSession.getState().acceptTokenResponse(reply as TokenResponse);
  if (cas) setCookie(COOKIES.casLogin, "1");
  else removeCookie(COOKIES.casLogin);
}

/**
 * Password grant. A CAS login sends the password as it came (is_encrypt=0,
 * have_cas_login=1); otherwise it is encrypted for transport (is_encrypt=1).
 * HTTP 400 shows the server's '账户或密码错误！' warning through the request layer.
 */
export async function loginWithPassword(input: { username: string; password: string; cas?: boolean }): Promise<void> {
  const cas = Boolean(input.cas);
  const reply = await request<unknown>({
    url: TOKEN_URL,
    method: "POST",
    form: true,
    data: {
      is_encrypt: cas ? 0 : 1,
      tenant_id: DEFAULT_TENANT_ID,
      username: input.username.trim(),
      password: cas ? input.password : encryptPassword(input.password),
      grant_type: "password",
      have_cas_login: cas ? 1 : undefined,
    },
  });
  accept(reply, cas);
}

export async function loginWithPhone(input: {
  mobile: string;
  verifyCodeId: string;
  verifyCode: string;
}): Promise<void> {
  const reply = await request<unknown>({
    url: TOKEN_URL,
    method: "POST",
    form: true,
    data: {
      is_encrypt: 0,
      tenant_id: DEFAULT_TENANT_ID,
      username: input.mobile.trim(),
      password: "",
      grant_type: "password",
      verify_code_id: input.verifyCodeId,
      verify_code: input.verifyCode.trim(),
      mobile_login: 1,
    },
  });
  accept(reply, false);
}

/**
 * A one-time link from an invitation (SMS or mail) spent for a session; answers the page it leads to. A used or
 * expired link gets the server's warning through the request layer.
 */
export async function loginWithLink(token: string): Promise<string | undefined> {
  const reply = await request<unknown>({
    url: TOKEN_URL,
    method: "POST",
    form: true,
    data: { grant_type: "password", tenant_id: DEFAULT_TENANT_ID, link_token: token },
  });
  accept(reply, false);
  return (reply as unknown as TokenResponse).redirect;
}

export function requestVerifyCode(mobilePhone: string, purpose: "login" | "reset") {
  return http.get<VerifyCodeTicket>("/api/auth/user/ignoreUserToken/getVerifyCodeId", {
    mobilePhone: mobilePhone.trim(),
    purpose,
  });
}
