import { encryptPassword } from "../../../../lib/crypto";
import { http } from "../../../../lib/request";

const BASE = "/api/auth/user/ignoreUserToken";

export function resetPasswordByCode(input: {
  mobilePhone: string;
  verifyCodeId: string;
  verifyCode: string;
  password: string;
}) {
  return http.post<null>(
    `${BASE}/resetPasswordByCode`,
    { ...input, password: encryptPassword(input.password) },
    { is_encrypt: 1 },
  );
}

export function sendResetMail(email: string) {
  return http.post<null>(`${BASE}/sendResetMail`, { email: email.trim() });
}

export function resetPasswordByMail(input: { token: string; password: string }) {
  return http.post<null>(
    `${BASE}/resetPasswordByMail`,
    { token: input.token, password: encryptPassword(input.password) },
    { is_encrypt: 1 },
  );
}
