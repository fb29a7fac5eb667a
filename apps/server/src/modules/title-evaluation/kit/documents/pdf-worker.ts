import { parentPort } from "node:worker_threads";
import { type DeclarationPrint, declarationPdf } from "./declaration-pdf";

/**
 * The document thread: renders one declaration at a time and posts its PDF back. Laying out CJK text with a 10 MB
 * font is CPU work that would hold up the API for a quarter of a second per document, and leaves garbage that a
 * small heap of its own collects early.
 */
export interface RenderRequest {
  id: number;
  print: DeclarationPrint;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on("message", async ({ id, print }: RenderRequest) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of (await declarationPdf(print)) as AsyncIterable<Buffer>) chunks.push(chunk);
      // a buffer of its own (not a slice of a shared pool), so that it can be handed over rather than copied
      const pdf = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        pdf.set(chunk, at);
        at += chunk.length;
      }
      port.postMessage({ id, pdf } satisfies RenderReply, [pdf.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
    }
  });
}
