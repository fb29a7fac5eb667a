import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "../../../../lib/request";

export interface FieldHelpEntry {
  materialType: string;
  field: string;
  text: string;
  textEn: string | null;
}

/** Help texts beside the form fields; the page works without them when the call is not there. */
export async function getFieldHelp(): Promise<FieldHelpEntry[]> {
  try {
    const reply = await request<FieldHelpEntry[]>({ url: "/api/zcps-sh/fieldHelp/all", silent: true });
    return Array.isArray(reply.data) ? reply.data : [];
  } catch {
    return [];
  }
}

export function useFieldHelp() {
  return useQuery(queryOptions({ queryKey: ["zcps-field-help"], queryFn: getFieldHelp, staleTime: 10 * 60_000 }));
}
