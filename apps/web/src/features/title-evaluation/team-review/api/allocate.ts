import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AllocationBody, AllocationReply, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { STAGE_WIRING } from "../stage";
import { teamReviewKey } from "./keys";

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
