import { http } from "../../../../lib/request";

export interface UploadedEvidence {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** Uploads one evidence file (PDF or image); the server sniffs its type and keeps its sha256. */
export async function uploadEvidence(file: File): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<UploadedEvidence>("/api/zcps-sh/personErrorCorrection/evidence", form)).data;
}
