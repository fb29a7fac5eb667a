import type { ApplicationEvidenceRef } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import { http } from "../../../../lib/request";

/** Uploads one evidence file (PDF or image) for an application being entered; the server sniffs its type. */
export async function uploadEvidence(file: File): Promise<ApplicationEvidenceRef> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<ApplicationEvidenceRef>(APPLICATION_ROUTES.evidence, form)).data;
}
