import { ATTACHMENT_DEFAULT_MAX_MB } from "@zcps/contracts/zcps/declaration/api";

export const ATTACHMENT_MAX_BYTES = ATTACHMENT_DEFAULT_MAX_MB * 1024 * 1024;

/** Recognises a PDF, JPEG or PNG by its first bytes; the declared type and the file name are not trusted. */
export function sniffAttachment(bytes: Buffer): "application/pdf" | "image/jpeg" | "image/png" | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  return null;
}

/** Content-addressed: two uploads of the same bytes share one stored file. */
export const attachmentStorageKey = (sha256: string) => `declarations/${sha256.slice(0, 2)}/${sha256}`;

/** A file name safe to keep and to send back in a header (no path, no control characters). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "file").slice(0, 200);
}
