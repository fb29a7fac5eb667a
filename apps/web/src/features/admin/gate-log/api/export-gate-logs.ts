import { useMutation } from "@tanstack/react-query";
import { download } from "../../../../lib/request";
import { filterParams, type GateLogFilter } from "./get-gate-logs";

/** Downloads the filtered log as xlsx (titles in the console's language, times in the browser's zone). */
export async function exportGateLogs(filter: GateLogFilter): Promise<void> {
  const { blob, filename } = await download("/api/admin/gateLog/export", {
    ...filterParams(filter),
    utcOffset: -new Date().getTimezoneOffset(),
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file to the browser; the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportGateLogs() {
  return useMutation({ mutationFn: exportGateLogs });
}
