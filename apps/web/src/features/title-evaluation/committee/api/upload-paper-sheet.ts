import { PAPER_ROUTES } from "@zcps/contracts/zcps/committee/paper";
import { http } from "../../../../lib/request";

export interface UploadedSheet {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** Uploads a paper vote's signed tally sheet (PDF, JPG or PNG; the server sniffs its type); its id goes with the entry. */
export async function uploadPaperSheet(file: File): Promise<UploadedSheet> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<UploadedSheet>(PAPER_ROUTES.sheetUpload, form)).data;
}
