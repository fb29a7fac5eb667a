import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Verdict, VerdictOutcome } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export interface BulkVerdictInput {
  items: { itemId: string; version: number }[];
  verdict: Verdict;
  reason?: string;
}

export const decideItems = (input: BulkVerdictInput) => http.post<VerdictOutcome[]>(DEPART_ROUTES.verdicts, input);

/** The same verdict on several items, all or none. */
export function useDecideItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideItems,
    onSettled: () => client.invalidateQueries({ queryKey: ["department-review"] }),
  });
}
