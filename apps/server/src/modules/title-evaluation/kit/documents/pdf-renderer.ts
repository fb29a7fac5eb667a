import type { Worker } from "node:worker_threads";
import { startThread } from "../../../../platform/threads";
import type { DeclarationPrint } from "./declaration-pdf";
import type { RenderReply, RenderRequest } from "./pdf-worker";

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

function threadRenderer(heapMb: number): PdfRenderer {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker(heapMb);
    started.on("message", (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the document thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  return {
    render(print) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, print } satisfies RenderRequest);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
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
