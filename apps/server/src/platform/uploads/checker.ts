import type { Worker } from "node:worker_threads";
import type { MessageKey } from "@zcps/contracts/messages";
import { badRequest } from "../errors";
import { startThread } from "../threads";
import { claimedKind, UPLOAD_MIME, type UploadKind } from "./formats";
import type { CheckReply, CheckRequest } from "./upload-check-thread";

export { DOCUMENT_KINDS, IMAGE_KINDS, type UploadKind } from "./formats";

/** The one check every upload passes before it is kept; close it when the app stops. */
export interface UploadChecker {
  /**
   * The file's type once it opens as one of `accepted` (a PDF parses and has a page, an image decodes). A file of
   * no accepted kind is refused with `badType`, one that does not open with what failed; either way nothing is kept.
   */
  verifiedMime(bytes: Buffer, accepted: readonly UploadKind[], badType: MessageKey): Promise<string>;
  close(): Promise<void>;
}

/** Uploads opened on a thread of their own, started with the first upload and started again if it stops. */
export function createUploadChecker(): UploadChecker {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (reply: CheckReply) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = startThread(import.meta.url, "upload-check-thread");
    started.on("message", (reply: CheckReply) => {
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the upload thread stopped (exit code ${code})`));
    });
    // an idle thread does not keep the process alive
    started.unref();
    worker = started;
    return started;
  }

  function open(kind: UploadKind, bytes: Buffer): Promise<CheckReply> {
    return new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      thread().postMessage({ id, kind, bytes: new Uint8Array(bytes) } satisfies CheckRequest);
    });
  }

  return {
    async verifiedMime(bytes, accepted, badType) {
      const kind = claimedKind(bytes);
      if (!kind || !accepted.includes(kind)) throw badRequest(badType);
      const { refusal } = await open(kind, bytes);
      if (refusal) throw badRequest(refusal.key, refusal.values ?? null);
      return UPLOAD_MIME[kind];
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
