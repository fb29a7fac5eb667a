import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope, UserRow } from "@zcps/contracts/api";
import type { UserCreate } from "@zcps/contracts/validation";
import { encryptPassword } from "../../../../lib/crypto";
import { http } from "../../../../lib/request";
import { usersQueryKey } from "./get-users";

/**
 * The password travels encrypted (is_encrypt=1), as every password of the console does. A caller managing several
 * tenants names the new user's tenant; without one the user joins the caller's tenant.
 */
export function createUser({ user, tenantId }: { user: UserCreate; tenantId?: string }): Promise<Envelope<UserRow>> {
  return http.post<UserRow>(
    "/api/admin/user",
    { ...user, password: encryptPassword(user.password), tenantId },
    { is_encrypt: 1 },
  );
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
