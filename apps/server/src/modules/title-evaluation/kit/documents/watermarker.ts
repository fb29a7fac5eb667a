import type { Worker } from "node:worker_threads";
import { startThread } from "../../../../platform/threads";
import type { WatermarkText } from "./watermark";
import type { WatermarkReply, WatermarkRequest } from "./watermark-thread";

/** Files watermarked on a thread of their own, started with the first file; close it when the app stops. */
export interface Watermarker {
  /** A PDF, or a PNG or JPEG image (made a one-page PDF), marked on every page. */
  mark(bytes: Buffer, mime: string, text: WatermarkText): Promise<Buffer>;
  close(): Promise<void>;
}

/** The watermark thread: the bundled watermark-thread.js beside main.js in a build, this folder's .ts from source. */
export function watermarker(): Watermarker {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = startThread(import.meta.url, "watermark-thread");
    started.on("message", (reply: WatermarkReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the watermark thread stopped (exit code ${code})`));
    });
    // an idle thread does not keep the process alive
    started.unref();
    worker = started;
    return started;
  }

  return {
    mark(bytes, mime, text) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, bytes: new Uint8Array(bytes), mime, text } satisfies WatermarkRequest);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
