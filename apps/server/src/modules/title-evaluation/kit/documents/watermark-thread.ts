import { parentPort } from "node:worker_threads";
import { type WatermarkText, watermarkImage, watermarkPdf } from "./watermark";

/**
 * The watermark thread: marks one file at a time and posts the PDF back. Laying out the mark with the CJK font takes
 * a tenth of a second or more per file, which the API's own thread should not spend.
 */
export interface WatermarkRequest {
  id: number;
  bytes: Uint8Array;
  mime: string;
  text: WatermarkText;
}

export type WatermarkReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on("message", async ({ id, bytes, mime, text }: WatermarkRequest) => {
    try {
      const marked =
        mime === "application/pdf" ? await watermarkPdf(bytes, text) : await watermarkImage(bytes, mime, text);
      // a buffer of its own, so that it can be handed over rather than copied
      const pdf = new Uint8Array(marked);
      port.postMessage({ id, pdf } satisfies WatermarkReply, [pdf.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WatermarkReply);
    }
  });
}
