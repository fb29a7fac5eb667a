import { useQuery } from "@tanstack/react-query";
import { PEER_ROUTES, type PeerPacket } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";
import { expertReviewKey, routeOf } from "./keys";

export const packetKey = (assignmentId: string) => [...expertReviewKey, "packet", assignmentId] as const;

/** The anonymised packet of an accepted invitation (`userId` on the wire is the assignment's id). */
export function usePacket(assignmentId: string, projectTimeId: string) {
  return useQuery({
    queryKey: packetKey(assignmentId),
    queryFn: async () =>
      (await http.get<PeerPacket>(routeOf(PEER_ROUTES.packet, { userId: assignmentId, projectTimeId }))).data,
  });
}
