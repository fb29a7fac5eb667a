import { useMutation } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowCheck } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";

/** The server's checks of some BPMN XML: it parses, bpmnlint's rules, what the engine runs. Nothing is stored. */
export async function validateModel(xml: string): Promise<FlowCheck> {
  return (await http.post<FlowCheck>(`${FLOW_API}/models/validate`, { xml })).data;
}

export function useValidateModel() {
  return useMutation({ mutationFn: validateModel });
}
