import { useMutation } from "@tanstack/react-query";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { saveFile } from "../../../../lib/request";
import type { QuotaQuery } from "./get-quotas";

/** Downloads the batch's quotas (as filtered on the page) as xlsx, headings in the console's language. */
export async function exportQuotas(query: Omit<QuotaQuery, "page" | "limit">): Promise<void> {
  await saveFile(`${CATALOGUE_API.quota}/export`, query);
}

export function useExportQuotas() {
  return useMutation({ mutationFn: exportQuotas });
}
