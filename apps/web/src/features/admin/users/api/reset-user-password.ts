import { useMutation } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { encryptPassword } from "../../../../lib/crypto";
import { http } from "../../../../lib/request";

export function resetUserPassword({ id, password }: { id: string; password: string }): Promise<Envelope<unknown>> {
  return http.put<unknown>(
    `/api/admin/user/${encodeURIComponent(id)}/password`,
    { password: encryptPassword(password) },
    { is_encrypt: 1 },
  );
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
