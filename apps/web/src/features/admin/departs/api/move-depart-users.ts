import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { departTreeQueryKey } from "./get-depart-tree";
import { departUsersQueryKey } from "./get-depart-users";

export function moveDepartUsers({
  targetDepartId,
  userIds,
}: {
  targetDepartId: string;
  userIds: string[];
}): Promise<Envelope<null>> {
  return http.put<null>("/api/admin/depart/user/move", { targetDepartId, userIds });
}

export function useMoveDepartUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDepartUsers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: departUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: departTreeQueryKey }),
      ]),
  });
}
