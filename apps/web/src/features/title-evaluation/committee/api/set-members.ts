import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Members chosen by hand from the pool, and the chair among them. */
export function useSetMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userIds, chairId }: { id: string; userIds: string[]; chairId: string | null }) =>
      http.put<unknown>(pathOf(COMMITTEE_ROUTES.members, { id }), { userIds, chairId }),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
