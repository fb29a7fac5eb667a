import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationEvidenceRef, ApplicationFileInput } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export const fileApplication = (input: ApplicationFileInput) =>
  http.post<{ id: string }>(APPLICATION_ROUTES.apply, input);

/** Files my special-track application; my list then shows it waiting for review. */
export function useFileApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}

/** Uploads one evidence file (PDF or image) for my application; the server sniffs its type. */
export async function uploadApplicationEvidence(file: File): Promise<ApplicationEvidenceRef> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<ApplicationEvidenceRef>(APPLICATION_ROUTES.evidence, form)).data;
}
