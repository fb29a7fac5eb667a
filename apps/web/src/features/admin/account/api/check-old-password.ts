import { encryptPassword } from "../../../../lib/crypto";
import { request } from "../../../../lib/request";

/** True when `oldPass` is the caller's current password; the blur check of the password dialog. */
export async function checkOldPassword(oldPass: string): Promise<boolean> {
  const reply = await request<boolean>({
    url: "/api/admin/user/front/checkOldPassword",
    params: { is_encrypt: 1, oldPass: encryptPassword(oldPass) },
    silent: true,
  });
  return Boolean(reply.data);
}
