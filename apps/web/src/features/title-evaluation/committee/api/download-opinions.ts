import { useMutation } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { saveFile } from "../../../../lib/request";

/** my/groups/{groupId}/opinions/{declarationId}: a candidate's peer opinions, experts unnamed, as Word. */
export async function downloadOpinions(ref: { groupId: string; declarationId: string }) {
  await saveFile(
    COMMITTEE_ROUTES.ballotOpinions
      .replace(":groupId", encodeURIComponent(ref.groupId))
      .replace(":declarationId", encodeURIComponent(ref.declarationId)),
  );
}

export function useDownloadOpinions() {
  return useMutation({ mutationFn: downloadOpinions });
}
