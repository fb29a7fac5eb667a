import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PERSONNEL_ROUTES, type UnitRestartBody, type UnitRestartReply } from "@zcps/contracts/zcps/team-review/api";
import { http } from "../../../../lib/request";
import { declarationDetailKey } from "../../kit/api/get-declaration";
import { teamReviewKey } from "./keys";

export const restartUnit = (body: UnitRestartBody) =>
  http.post<UnitRestartReply>(PERSONNEL_ROUTES.unitStartAgainAudit, body);

/** unitStartAgainAudit: every declaration of a unit in the stage goes back to the unit, with a reason. */
export function useRestartUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restartUnit,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamReviewKey }),
        client.invalidateQueries({ queryKey: declarationDetailKey }),
      ]),
  });
}
