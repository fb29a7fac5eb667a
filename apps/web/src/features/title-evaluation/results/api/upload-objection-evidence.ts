import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";

export interface UploadedEvidence {
  id: string;
  name: string;
}

/** Uploads one evidence file for an objection to a published result (PDF or image); the server sniffs its type. */
export async function uploadObjectionEvidence(file: File): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<UploadedEvidence>(RESULTS_ROUTES.objectionEvidence, form)).data;
}
