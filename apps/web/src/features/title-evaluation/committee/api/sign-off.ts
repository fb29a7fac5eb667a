import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** The chair signs the results off: the verdicts move the declarations on. */
export function useSignOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: string; comment?: string }) =>
      http.post<unknown>(pathOf(COMMITTEE_ROUTES.signOff, { id }), comment ? { comment } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
