import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ConfirmReply, PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { pathOf, professorKey } from "./keys";

/** committees/:unitId/confirm: personnel confirm the committee's tally; the declarations move on or end. */
export const confirmCommittee = ({ unitId, projectTimeId }: { unitId: string; projectTimeId?: string }) =>
  http.post<ConfirmReply>(pathOf(PROFESSOR_ROUTES.confirm, { unitId }), { projectTimeId });

export function useConfirmCommittee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmCommittee,
    onSettled: () => client.invalidateQueries({ queryKey: professorKey }),
  });
}
