import { queryOptions, useQuery } from "@tanstack/react-query";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowDefinitionRow } from "@zcps/contracts/flow";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

/** A field of a start form (the start event's camunda:FormField), as the server reads it from the definition. */
export interface StartFormField {
  id: string;
  label: string | null;
  type: "string" | "long" | "boolean" | "enum" | "date";
  required: boolean;
  defaultValue: string | null;
  values: { id: string; name: string | null }[];
}

export type StartableProcess = FlowDefinitionRow & { startForm: StartFormField[] };

export async function getStartable(): Promise<StartableProcess[]> {
  return (await http.get<StartableProcess[]>(`${FLOW_API}/startable`)).data;
}

/** The processes the signed-in user may start: the latest active version of each key open to them. */
export function useStartable() {
  return useQuery(queryOptions({ queryKey: [...flowModelsQueryKey, "startable"], queryFn: getStartable }));
}
