import { queryOptions, useQuery } from "@tanstack/react-query";
import { PAPER_ROUTES, type PaperCandidate } from "@zcps/contracts/zcps/committee/paper";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

/** The batch's declarants at the senior committee a paper vote may be entered for (none with one pending). */
export async function getPaperCandidates(projectTimeId: string | undefined): Promise<PaperCandidate[]> {
  return (await http.get<PaperCandidate[]>(PAPER_ROUTES.candidates, projectTimeId ? { projectTimeId } : {})).data;
}

export function usePaperCandidates(projectTimeId: string | undefined, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "paper", "candidates", projectTimeId ?? ""],
      queryFn: () => getPaperCandidates(projectTimeId),
      enabled,
    }),
  );
}
