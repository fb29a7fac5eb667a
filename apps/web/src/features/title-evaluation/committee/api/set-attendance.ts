import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** A member attends or not (an absent member leaves the attending count). */
export function useSetAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId, attending }: { id: string; userId: string; attending: boolean }) =>
      http.put<unknown>(pathOf(COMMITTEE_ROUTES.attendance, { id }), { userId, attending }),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
