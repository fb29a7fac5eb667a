import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CommitteeDuty, PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** reject: personnel send the committee's open round back with a reason; its ballots are void, a new round opens. */
export const rejectCommittee = (body: { projectTimeId?: string; unitId: string; reason: string }) =>
  http.post<CommitteeDuty>(PROFESSOR_ROUTES.reject, body);

export function useRejectCommittee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectCommittee,
    onSettled: () => client.invalidateQueries({ queryKey: professorKey }),
  });
}
