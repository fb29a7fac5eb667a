import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** Withdraws a declared recusal (those by rule are found, not entered, and stay). */
export function useDeleteRecusal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, recusalId }: { id: string; recusalId: string }) =>
      http.delete<null>(pathOf(COMMITTEE_ROUTES.recusal, { id, recusalId })),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
