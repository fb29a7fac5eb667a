import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AllocateBy, AllocationBody, AllocationReply, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { stageKey, teamReviewKey } from "./keys";

export const allocate = (stage: TeamStage, body: AllocationBody) =>
  http.post<AllocationReply>(STAGE_WIRING[stage].routes.allocation, body);

/** Allocates chosen declarations to one team by hand, or every unallocated one evenly over chosen teams. */
export function useAllocate(stage: TeamStage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AllocationBody) => allocate(stage, body),
    onSuccess: () => client.invalidateQueries({ queryKey: teamReviewKey }),
  });
}

/** The even allocation over the chosen teams as it would come out now, nothing written (refreshed with the lists). */
export function useEvenAllocationPreview(stage: TeamStage, by: AllocateBy, teamIds: string[], enabled: boolean) {
  return useQuery({
    queryKey: [...stageKey(stage), "allocation-preview", by, teamIds],
    queryFn: async () => (await allocate(stage, { mode: "EVEN", by, teamIds, dryRun: true })).data,
    enabled: enabled && teamIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
