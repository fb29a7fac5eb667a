import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationEnterInput } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { applicationsKey } from "./keys";

export const enterApplication = (input: ApplicationEnterInput) =>
  http.post<{ id: string }>(APPLICATION_ROUTES.enter, input);

/** Personnel enter an application on a staff member's behalf. */
export function useEnterApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enterApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}
