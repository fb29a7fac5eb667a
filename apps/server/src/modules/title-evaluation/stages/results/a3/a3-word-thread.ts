import { parentPort } from "node:worker_threads";
import type { Language } from "@zcps/contracts/messages";
import type { A3Table } from "@zcps/contracts/zcps/results/a3";
import { a3Docx, type WordFont } from "./word";

/**
 * The A3 zip's Word thread: packs one table at a time and posts the docx back. Packing is about half of a table's
 * time in a zip of a thousand; here it runs beside the next table's gathering, on the machine's other core, and its
 * garbage stays in a small heap of its own.
 */
export interface WordRequest {
  id: number;
  table: A3Table;
  lang: Language;
  font: WordFont;
}

export type WordReply = { id: number; docx: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on("message", async ({ id, table, lang, font }: WordRequest) => {
    try {
      // a buffer of its own (not a slice of a shared pool), so that it can be handed over rather than copied
      const docx = new Uint8Array(await a3Docx(table, lang, font));
      port.postMessage({ id, docx } satisfies WordReply, [docx.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WordReply);
    }
  });
}
