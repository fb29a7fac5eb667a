import { useMutation } from "@tanstack/react-query";
import { saveFile } from "../../../../lib/request";
import { filterParams, type GateLogFilter } from "./get-gate-logs";

/** Downloads the filtered log as xlsx (titles in the console's language, times in the browser's zone). */
export async function exportGateLogs(filter: GateLogFilter): Promise<void> {
  await saveFile("/api/admin/gateLog/export", {
    ...filterParams(filter),
    utcOffset: -new Date().getTimezoneOffset(),
  });
}

export function useExportGateLogs() {
  return useMutation({ mutationFn: exportGateLogs });
}
