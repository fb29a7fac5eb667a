import { parentPort } from "node:worker_threads";
import { redactPdf } from "./redact";
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
  /** who the file must not name (a PDF's pages naming them are blacked out first); null: nobody */
  redact: string[] | null;
}

export type WatermarkReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on("message", async ({ id, bytes, mime, text, redact }: WatermarkRequest) => {
    try {
      const source = mime === "application/pdf" && redact ? (await redactPdf(bytes, redact)).pdf : bytes;
      const marked =
        mime === "application/pdf" ? await watermarkPdf(source, text) : await watermarkImage(bytes, mime, text);
      // a buffer of its own, so that it can be handed over rather than copied
      const pdf = new Uint8Array(marked);
      port.postMessage({ id, pdf } satisfies WatermarkReply, [pdf.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WatermarkReply);
    }
  });
}
