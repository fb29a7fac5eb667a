import { useMutation } from "@tanstack/react-query";
import { PEER_ROUTES, type SimulateInput, type SimulationResult } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";

/** simulateAllocation: a plan for the round's waiting declarants (or the chosen ones); only its record is kept. */
export const simulate = (input: SimulateInput) => http.post<SimulationResult>(PEER_ROUTES.simulate, input);

export function useSimulate() {
  return useMutation({ mutationFn: simulate });
}
