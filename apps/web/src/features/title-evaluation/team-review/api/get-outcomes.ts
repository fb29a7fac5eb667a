import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { type OutcomeCount, PERSONNEL_ROUTES, type TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http, saveFile } from "../../../../lib/request";
import { stageKey } from "./keys";

export async function getOutcomes(stage: TeamStage): Promise<OutcomeCount> {
  return (await http.get<OutcomeCount>(PERSONNEL_ROUTES.findDeclareCount, { type: stage })).data;
}

/** findDeclareCount: one stage's outcomes by unit × title. */
export function useOutcomes(stage: TeamStage) {
  return useQuery(queryOptions({ queryKey: [...stageKey(stage), "outcomes"], queryFn: () => getOutcomes(stage) }));
}

/** The same count as an xlsx, in the caller's language. */
export function useExportOutcomes(stage: TeamStage) {
  return useMutation({
    mutationFn: (lang: "zh" | "en") => saveFile(PERSONNEL_ROUTES.findDeclareCountExport, { type: stage, lang }),
  });
}
