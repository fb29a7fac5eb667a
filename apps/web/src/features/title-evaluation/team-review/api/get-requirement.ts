import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type RequirementReply,
  SYNTHESIS_ROUTES,
  type VerifiedEligibility,
} from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { stageKey } from "./keys";

export async function getRequirement(declarationId: string): Promise<RequirementReply> {
  return (await http.get<RequirementReply>(SYNTHESIS_ROUTES.require.replace(":id", encodeURIComponent(declarationId))))
    .data;
}

/** getRequireByUserId: the requirement that applies to a declaration, as indented lines (the synthesis review). */
export function useRequirement(declarationId: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...stageKey("SYNTHESIS_REVIEW"), "requirement", declarationId],
      queryFn: () => getRequirement(declarationId as string),
      enabled: enabled && declarationId !== null,
    }),
  );
}

/** requireCheck: the conditions evaluated again on the items verified now; the open declaration shows the result. */
export function useRecomputeEligibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (declarationId: string) =>
      (await http.post<VerifiedEligibility>(SYNTHESIS_ROUTES.requireCheck, { declarationId })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [...stageKey("SYNTHESIS_REVIEW"), "content"] }),
  });
}
