import { useMutation } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { saveFile } from "../../../../lib/request";

const path = (template: string, params: Record<string, string>) =>
  Object.entries(params).reduce((url, [name, value]) => url.replace(`:${name}`, encodeURIComponent(value)), template);

/** The documents the administrator downloads: the summary's sheet, one opinion, a declarant's opinions (Word). */
export type PeerDocument =
  | { kind: "summary"; roundId: string }
  | { kind: "opinion"; assignmentId: string; declarantUserId: string }
  | { kind: "declarant"; userId: string; projectTimeId: string };

export function downloadDocument(doc: PeerDocument): Promise<void> {
  switch (doc.kind) {
    case "summary":
      return saveFile(PEER_ROUTES.summaryExport, { roundId: doc.roundId });
    case "opinion":
      return saveFile(path(PEER_ROUTES.opinionDoc, { checkId: doc.assignmentId, userId: doc.declarantUserId }));
    case "declarant":
      return saveFile(path(PEER_ROUTES.declarantOpinionsDoc, { userId: doc.userId, projectTimeId: doc.projectTimeId }));
  }
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
