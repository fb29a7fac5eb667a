import { useMutation } from "@tanstack/react-query";
import type { DeclarationFilter } from "@zcps/contracts/zcps/workflow/api";
import { saveFile } from "../../../../lib/request";
import { filterParams } from "./get-declarations";

/** Downloads the filtered declarations as xlsx (titles in the console's language). */
export async function exportDeclarations(filter: DeclarationFilter): Promise<void> {
  await saveFile("/api/zcps-sh/declareUser/export", filterParams(filter));
}

export function useExportDeclarations() {
  return useMutation({ mutationFn: exportDeclarations });
}
