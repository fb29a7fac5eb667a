import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SourceRecordOption } from "@zcps/contracts/zcps/workflow/api";
import { http } from "../../../../lib/request";

/** My imported records; with a declaration item, the one it was copied from. */
export async function getSources(item?: string): Promise<SourceRecordOption[]> {
  return (await http.get<SourceRecordOption[]>("/api/zcps-sh/personErrorCorrection/sources", item ? { item } : {}))
    .data;
}

export function useSources(item: string | undefined, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ["zcps-corrections", "sources", item], queryFn: () => getSources(item), enabled }),
  );
}
