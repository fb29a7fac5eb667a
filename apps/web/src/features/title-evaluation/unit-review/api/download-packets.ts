import { useMutation } from "@tanstack/react-query";
import { UNIT_PACKETS_API } from "@zcps/contracts/zcps/unit-review/packets";
import { saveFile } from "../../../../lib/request";

/** Downloads the packets' zip under the server's name. */
export async function downloadPackets(taskId: string): Promise<void> {
  await saveFile(UNIT_PACKETS_API.download, { taskId });
}

export function useDownloadPackets() {
  return useMutation({ mutationFn: downloadPackets });
}
