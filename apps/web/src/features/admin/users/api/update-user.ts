import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope, UserRow } from "@zcps/contracts/api";
import type { UserUpdate } from "@zcps/contracts/validation";
import { http } from "../../../../lib/request";
import { userQueryOptions } from "./get-user";
import { usersQueryKey } from "./get-users";

export function updateUser({ id, user }: { id: string; user: UserUpdate }): Promise<Envelope<UserRow>> {
  return http.put<UserRow>(`/api/admin/user/${encodeURIComponent(id)}`, user);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_reply, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryOptions(id).queryKey }),
      ]),
  });
}
