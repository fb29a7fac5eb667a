import { useMutation } from "@tanstack/react-query";
import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { http } from "../../../../lib/request";

/** cancelSimulationAllocation: the plan is discarded and can no longer be submitted. */
export function useDiscardSimulation() {
  return useMutation({
    mutationFn: (simulationId: string) => http.post<null>(PEER_ROUTES.cancelSimulation, { simulationId }),
  });
}
