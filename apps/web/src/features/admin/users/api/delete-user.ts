import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { usersQueryKey } from "./get-users";

export function deleteUser(id: string): Promise<Envelope<unknown>> {
  return http.delete<unknown>(`/api/admin/user/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
