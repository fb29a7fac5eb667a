import { download } from "../../../../lib/request";

/** An attachment's bytes through the request client (the preview needs the caller's authorization). */
export async function getAttachmentFile(attachmentId: string): Promise<Blob> {
  return (await download(`/api/zcps-sh/declaration/attachment/${encodeURIComponent(attachmentId)}`)).blob;
}
