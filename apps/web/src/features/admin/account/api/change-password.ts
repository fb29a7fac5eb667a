import { useMutation } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { encryptPassword } from "../../../../lib/crypto";
import { request } from "../../../../lib/request";

/**
 * Both passwords travel encrypted in the query (spec 7). Silent: the dialog
 * reports a refusal itself as the spec's '失败' notification.
 */
export function changePassword({ oldPass, newPass }: { oldPass: string; newPass: string }): Promise<Envelope<boolean>> {
  return request<boolean>({
    url: "/api/admin/user/front/changePassword",
    method: "POST",
    params: { is_encrypt: 1, oldPass: encryptPassword(oldPass), newPass: encryptPassword(newPass) },
    silent: true,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
