import { useMutation } from "@tanstack/react-query";
import { type PacketStart, type PacketTask, UNIT_PACKETS_API } from "@zcps/contracts/zcps/unit-review/packets";
import { http } from "../../../../lib/request";

/** unit/sbjbZip: starts zipping the unit's declaration packets (or answers the task already under way). */
export const startPackets = (query: PacketStart) =>
  http.get<PacketTask>(UNIT_PACKETS_API.start, query as Record<string, unknown>);

export function useStartPackets() {
  return useMutation({ mutationFn: startPackets });
}
