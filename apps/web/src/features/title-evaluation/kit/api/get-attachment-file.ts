import { ATTACHMENT_PREVIEW_ROUTE } from "@zcps/contracts/zcps/declaration/elements";
import { download } from "../../../../lib/request";

/** The attachment preview route of one attachment (every reader of a declaration's items may open it). */
export const attachmentPreviewUrl = (attachmentId: string) =>
  ATTACHMENT_PREVIEW_ROUTE.replace(":attachmentId", encodeURIComponent(attachmentId));

/** An attachment's bytes through the request client (a preview needs the caller's authorization header). */
export async function getAttachmentFile(attachmentId: string, url = attachmentPreviewUrl(attachmentId)): Promise<Blob> {
  return (await download(url)).blob;
}
