import { useMutation } from "@tanstack/react-query";
import { PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { saveFile } from "../../../../lib/request";

/** count/export: the statistics as xlsx, titled in the console's language. */
export async function exportCount(projectTimeId?: string): Promise<void> {
  await saveFile(PROFESSOR_ROUTES.countExport, { projectTimeId });
}

export function useExportCount() {
  return useMutation({ mutationFn: exportCount });
}
