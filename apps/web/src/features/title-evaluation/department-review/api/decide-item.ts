import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Verdict, VerdictOutcome } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface VerdictInput {
  itemId: string;
  version: number;
  verdict: Verdict;
  reason?: string;
  reclassification?: { field: string; before: unknown; after: unknown };
}

export const decideItem = (input: VerdictInput) => http.post<VerdictOutcome>(DEPART_ROUTES.verdict, input);

/** One verdict at the item's version; the queue and the counts are read again. */
export function useDecideItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideItem,
    onSettled: () => client.invalidateQueries({ queryKey: ["department-review"] }),
  });
}
