import type { MessageKey } from "@zcps/contracts/messages";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/**
 * The kinds of file people upload (attachments, evidence, avatars), and whether a file opens as the kind its first
 * bytes claim: a PDF parses and has a first page, a PNG or JPEG decodes. The declared type and the name are not
 * trusted, and neither are the first bytes alone.
 */

export type UploadKind = "pdf" | "png" | "jpeg";

/** What a document may be (an attachment, evidence), and what an image may be (an avatar). */
export const DOCUMENT_KINDS: readonly UploadKind[] = ["pdf", "jpeg", "png"];
export const IMAGE_KINDS: readonly UploadKind[] = ["jpeg", "png"];

export const UPLOAD_MIME: Record<UploadKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
};

/**
 * Images are decoded whole, so their size is capped before decoding: a 600 dpi scan of an A4 page is some 35
 * megapixels, while a few megabytes of PNG can claim billions of pixels.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;

/** Why a file was refused: a message key and the figures its text names. */
export interface Refusal {
  key: MessageKey;
  values?: Record<string, number>;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind a file's first bytes claim, or null for none that is taken. */
export function claimedKind(bytes: Uint8Array): UploadKind | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8));
  if (head.length >= 5 && head.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (head.length === 8 && head.equals(PNG_SIGNATURE)) return "png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  return null;
}

interface Size {
  width: number;
  height: number;
}

/** A PNG's or JPEG's size in pixels from its header, or null when it is neither or the header is cut short. */
export function imageSize(bytes: Uint8Array): (Size & { kind: "png" | "jpeg" }) | null {
  const kind = claimedKind(bytes);
  if (kind !== "png" && kind !== "jpeg") return null;
  const size = kind === "png" ? pngSize(bytes) : jpegSize(bytes);
  return size ? { ...size, kind } : null;
}

/** A PNG's size from its header chunk (IHDR, always first). */
function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || Buffer.from(bytes.buffer, bytes.byteOffset + 12, 4).toString("latin1") !== "IHDR")
    return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's size from its frame header (SOFn), found by walking the segments before the image data. */
function jpegSize(bytes: Uint8Array): Size | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // a marker without a segment
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return {
        height: ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0),
        width: ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0),
      };
    }
    if (marker === 0xda || length < 2) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

const pdfRefusal = (error: unknown): Refusal => ({
  key:
    (error as { name?: string } | null)?.name === "PasswordException" ? "upload.pdfEncrypted" : "upload.pdfUnreadable",
});

/**
 * Whether a PDF parses and its first page opens (a reviewer must be able to read it). pdf.js is loaded here, on first
 * use, and not with this module: its Node build brings core-js polyfills that replace the engine's own
 * `Array.prototype.push` (and wrap `JSON.parse`) in the process that loads it, which made every request of the server
 * slower. It runs on the upload thread; the server's thread loads this module for the kinds and sizes only.
 */
async function openPdf(bytes: Uint8Array): Promise<Refusal | null> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js may take the bytes over: it is given a copy
  const loading = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
  });
  try {
    const pdf = await loading.promise;
    if (pdf.numPages < 1) return { key: "upload.pdfNoPages" };
    await pdf.getPage(1);
    return null;
  } catch (error) {
    return pdfRefusal(error);
  } finally {
    await loading.destroy();
  }
}

/** Whether an image decodes whole, once its header shows a size worth decoding. */
function openImage(kind: "png" | "jpeg", bytes: Uint8Array): Refusal | null {
  const unreadable: Refusal = { key: "upload.imageUnreadable" };
  const size = kind === "png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return unreadable;
  if (size.width * size.height > MAX_IMAGE_MEGAPIXELS * 1_000_000)
    return { key: "upload.imageTooLarge", values: { maxMegapixels: MAX_IMAGE_MEGAPIXELS } };
  try {
    if (kind === "png") PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    else
      jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: false,
        tolerantDecoding: false,
        maxResolutionInMP: MAX_IMAGE_MEGAPIXELS,
        maxMemoryUsageInMB: 512,
      });
    return null;
  } catch {
    return unreadable;
  }
}

/** Whether the file opens as `kind`: null when it does, the refusal otherwise. */
export function openAs(kind: UploadKind, bytes: Uint8Array): Promise<Refusal | null> {
  return kind === "pdf" ? openPdf(bytes) : Promise.resolve(openImage(kind, bytes));
}
