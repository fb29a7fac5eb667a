import type { Worker } from "node:worker_threads";
import { startThread, threadCalls } from "../../../../platform/threads";
import type { DeclarationPrint } from "./declaration-pdf";
import type { RenderReply, RenderRequest } from "./pdf-worker";
import { pdfOf } from "./watermarker";

/** Declarations rendered to PDF on a thread of their own, one at a time; close it when the run is over. */
export interface PdfRenderer {
  render(print: DeclarationPrint): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * The document thread's heap: enough for a declaration of some 150 items, small enough to be collected often (the
 * layout of a whole document is held until it renders). A longer declaration goes to a thread of its own with a large
 * heap, as does one that ran out of the usual heap anyway (it is rendered again there).
 */
const HEAP_MB = 128;
const LARGE_HEAP_MB = 768;
const LONG_DECLARATION_ITEMS = 120;

/** The document thread: the bundled pdf-worker.js beside main.js in a build, this folder's pdf-worker.ts from source. */
function startWorker(heapMb: number): Worker {
  return startThread(import.meta.url, "pdf-worker", { maxOldGenerationSizeMb: heapMb });
}

const outOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY";

/** The document thread stays up between renders of a run: it keeps the process alive until the run closes it. */
function threadRenderer(heapMb: number): PdfRenderer {
  const thread = threadCalls<RenderRequest, RenderReply>(
    () => startWorker(heapMb),
    "the document thread stopped",
    true,
  );
  return {
    async render(print) {
      return pdfOf(await thread.call({ print }));
    },
    close: () => thread.close(),
  };
}

export function pdfRenderer(): PdfRenderer {
  const usual = threadRenderer(HEAP_MB);
  async function alone(print: DeclarationPrint): Promise<Buffer> {
    const large = threadRenderer(LARGE_HEAP_MB);
    try {
      return await large.render(print);
    } finally {
      await large.close();
    }
  }
  return {
    async render(print) {
      const items = print.content.sections.reduce((n, section) => n + section.items.length, 0);
      if (items > LONG_DECLARATION_ITEMS) return alone(print);
      try {
        return await usual.render(print);
      } catch (error) {
        if (!outOfMemory(error)) throw error;
        return alone(print);
      }
    },
    close: () => usual.close(),
  };
}
