import { useMutation } from "@tanstack/react-query";
import { ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { saveFile } from "../../../../lib/request";

/** Downloads the count table as xlsx. */
export async function exportDeclareCount(projectTimeId?: string): Promise<void> {
  await saveFile(`${ZCPS_SH_UNIT}/exportDeclareCount`, { projectTimeId });
}

export function useExportDeclareCount() {
  return useMutation({ mutationFn: exportDeclareCount });
}
