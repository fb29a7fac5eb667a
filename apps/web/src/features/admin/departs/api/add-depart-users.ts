import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { departTreeQueryKey } from "./get-depart-tree";
import { departUsersQueryKey } from "./get-depart-users";

/** Makes the department the users' department (each user has exactly one). */
export function addDepartUsers({
  departId,
  userIds,
}: {
  departId: string;
  userIds: string[];
}): Promise<Envelope<null>> {
  return http.post<null>("/api/admin/depart/user", { departId, userIds });
}

export function useAddDepartUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepartUsers,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: departUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: departTreeQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["departs", "candidates"] }),
      ]),
  });
}
