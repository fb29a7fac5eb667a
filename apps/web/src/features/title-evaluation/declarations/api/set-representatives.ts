import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DECLARE_API } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

/** The representative works, in their order (an empty list clears them). */
export function setRepresentatives({ declarationId, itemIds }: { declarationId: string; itemIds: string[] }) {
  return http.put<null>(`${DECLARE_API}/declarations/${encodeURIComponent(declarationId)}/representatives`, {
    itemIds,
  });
}

export function useSetRepresentatives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRepresentatives,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
