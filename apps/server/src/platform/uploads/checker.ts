import type { MessageKey } from "@zcps/contracts/messages";
import { badRequest } from "../errors";
import { startThread, threadCalls } from "../threads";
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
  const thread = threadCalls<CheckRequest, CheckReply>(
    () => startThread(import.meta.url, "upload-check-thread"),
    "the upload thread stopped",
  );
  const open = (kind: UploadKind, bytes: Buffer) => thread.call({ kind, bytes: new Uint8Array(bytes) });

  return {
    async verifiedMime(bytes, accepted, badType) {
      const kind = claimedKind(bytes);
      if (!kind || !accepted.includes(kind)) throw badRequest(badType);
      const { refusal } = await open(kind, bytes);
      if (refusal) throw badRequest(refusal.key, refusal.values ?? null);
      return UPLOAD_MIME[kind];
    },
    close: () => thread.close(),
  };
}
