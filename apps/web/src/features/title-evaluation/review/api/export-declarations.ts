import { useMutation } from "@tanstack/react-query";
import type { DeclarationFilter } from "@zcps/contracts/zcps/workflow/api";
import { download } from "../../../../lib/request";
import { filterParams } from "./get-declarations";

/** Downloads the filtered declarations as xlsx (titles in the console's language). */
export async function exportDeclarations(filter: DeclarationFilter): Promise<void> {
  const { blob, filename } = await download("/api/zcps-sh/declareUser/export", filterParams(filter));
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

export function useExportDeclarations() {
  return useMutation({ mutationFn: exportDeclarations });
}
