import { parentPort } from "node:worker_threads";
import { openAs, type Refusal, type UploadKind } from "./formats";

/**
 * The upload thread: opens each file it is sent as the kind it claims and answers whether it opened. Decoding an
 * image of a few megapixels in JavaScript takes seconds, which would hold up every other request on the API's thread.
 */
export interface CheckRequest {
  id: number;
  kind: UploadKind;
  bytes: Uint8Array;
}

export interface CheckReply {
  id: number;
  refusal: Refusal | null;
}

const port = parentPort;
if (port) {
  port.on("message", async ({ id, kind, bytes }: CheckRequest) => {
    const refusal = await openAs(kind, bytes);
    port.postMessage({ id, refusal } satisfies CheckReply);
  });
}
