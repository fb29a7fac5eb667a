import { startThread, threadCalls } from "../../../../platform/threads";
import type { WatermarkText } from "./watermark";
import type { WatermarkReply, WatermarkRequest } from "./watermark-thread";

/** Files watermarked on a thread of their own, started with the first file; close it when the app stops. */
export interface Watermarker {
  /**
   * A PDF, or a PNG or JPEG image (made a one-page PDF), marked on every page; a PDF's pages naming any of `redact`
   * are blacked out first (redact.ts). An image's own pixels are not searched.
   */
  mark(bytes: Buffer, mime: string, text: WatermarkText, redact?: readonly string[] | null): Promise<Buffer>;
  close(): Promise<void>;
}

/** The bytes of a thread's PDF reply, or its error thrown. */
export function pdfOf(reply: { pdf: Uint8Array } | { error: string }): Buffer {
  if ("error" in reply) throw new Error(reply.error);
  return Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength);
}

/** The watermark thread: the bundled watermark-thread.js beside main.js in a build, this folder's .ts from source. */
export function watermarker(): Watermarker {
  const thread = threadCalls<WatermarkRequest, WatermarkReply>(
    () => startThread(import.meta.url, "watermark-thread"),
    "the watermark thread stopped",
  );
  return {
    async mark(bytes, mime, text, redact = null) {
      return pdfOf(
        await thread.call({ bytes: new Uint8Array(bytes), mime, text, redact: redact ? [...redact] : null }),
      );
    },
    close: () => thread.close(),
  };
}
