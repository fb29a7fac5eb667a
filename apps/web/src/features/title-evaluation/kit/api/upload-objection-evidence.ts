import { ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";

export interface UploadedEvidence {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** Uploads one evidence file for an objection (PDF or image); the server sniffs its type. */
export async function uploadObjectionEvidence(file: File): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<UploadedEvidence>(`${ZCPS_SH_UNIT}/objection/evidence`, form)).data;
}
