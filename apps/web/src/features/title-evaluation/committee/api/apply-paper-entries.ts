import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PAPER_ROUTES, type PaperApplyReply } from "@zcps/contracts/zcps/committee/paper";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

/** The chair applies the batch's pending paper votes: each declarant moves as after an electronic vote. */
export function useApplyPaperEntries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectTimeId: string | undefined) =>
      http.post<PaperApplyReply>(PAPER_ROUTES.apply, projectTimeId ? { projectTimeId } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
