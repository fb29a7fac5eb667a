import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { download } from "../../../../lib/request";
import { routeOf } from "./keys";

/** One attachment of the packet as a PDF watermarked with the expert's name and the time (`userId`: the assignment). */
export async function getPacketFile(assignmentId: string, fileId: string): Promise<Blob> {
  return (await download(routeOf(PEER_ROUTES.packetFile, { userId: assignmentId, fileId }))).blob;
}
