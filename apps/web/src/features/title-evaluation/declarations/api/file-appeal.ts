import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { EvidenceRef } from "@zcps/contracts/zcps/department-review/supervision";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export interface AppealInput {
  itemId: string;
  reason: string;
  evidenceFileIds: string[];
}

export const fileAppeal = (input: AppealInput) => http.post<{ id: string }>(DEPART_ROUTES.appeal, input);

/** Appeals a verdict of NOT_RECOGNIZED: the item then shows its open appeal. */
export function useFileAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileAppeal,
    onSuccess: () => client.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}

/** Uploads one evidence file for an appeal (PDF or image); the server sniffs its type. */
export async function uploadAppealEvidence(file: File): Promise<EvidenceRef> {
  const form = new FormData();
  form.append("file", file, file.name);
  return (await http.post<EvidenceRef>(DEPART_ROUTES.appealEvidence, form)).data;
}
