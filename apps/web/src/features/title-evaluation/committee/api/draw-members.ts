import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { request } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/**
 * The seeded draw, replacing a draft meeting's members. Silent: a refusal (an even size, a pool short of the ratio)
 * is shown with its figures in the draw's dialog rather than as a passing message.
 */
export function useDrawMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, seed }: { id: string; seed?: string }) =>
      request<unknown>({
        url: pathOf(COMMITTEE_ROUTES.draw, { id }),
        method: "POST",
        data: seed ? { seed } : {},
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
