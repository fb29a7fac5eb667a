import { ATTACHMENT_DEFAULT_MAX_MB } from "@zcps/contracts/zcps/declaration/api";

export const ATTACHMENT_MAX_BYTES = ATTACHMENT_DEFAULT_MAX_MB * 1024 * 1024;

/** Content-addressed: two uploads of the same bytes share one stored file. */
export const attachmentStorageKey = (sha256: string) => `declarations/${sha256.slice(0, 2)}/${sha256}`;

/** A file name safe to keep and to send back in a header (no path, no control characters). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "file").slice(0, 200);
}
