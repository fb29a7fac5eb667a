import { useMutation } from "@tanstack/react-query";
import { PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { saveFile } from "../../../../lib/request";

/** getPdf: the committee's result sheet of its confirmed round, as a PDF. */
export async function downloadResultSheet({ unitId, projectTimeId }: { unitId: string; projectTimeId?: string }) {
  await saveFile(PROFESSOR_ROUTES.pdf, { projectTimeId, unitId });
}

export function useDownloadResultSheet() {
  return useMutation({ mutationFn: downloadResultSheet });
}
