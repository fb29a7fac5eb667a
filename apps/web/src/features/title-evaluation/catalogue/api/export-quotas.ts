import { useMutation } from "@tanstack/react-query";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { download } from "../../../../lib/request";
import type { QuotaQuery } from "./get-quotas";

/** Downloads the batch's quotas (as filtered on the page) as xlsx, headings in the console's language. */
export async function exportQuotas(query: Omit<QuotaQuery, "page" | "limit">): Promise<void> {
  const { blob, filename } = await download(`${CATALOGUE_API.quota}/export`, query);
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

export function useExportQuotas() {
  return useMutation({ mutationFn: exportQuotas });
}
