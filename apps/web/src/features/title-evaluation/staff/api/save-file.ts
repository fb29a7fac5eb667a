import { download } from "../../../../lib/request";

/** Downloads a file from the API (an export or a template) and hands it to the browser. */
export async function saveFile(url: string, params?: Record<string, string>): Promise<void> {
  const { blob, filename } = await download(url, params);
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
