import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import type { UploadedEvidence } from "./upload-objection-evidence";

/** Uploads one evidence file for an appeal (PDF or image); the server sniffs its type. */
export async function uploadAppealEvidence(file: File): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<UploadedEvidence>(RESULTS_ROUTES.appealEvidence, form)).data;
}
