import { useQuery } from "@tanstack/react-query";
import type { ExpertConflictRow, ExpertKind } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

export const conflictsKey = (kind: ExpertKind, id: string) => [...expertsKey(kind), "conflicts", id] as const;

export function useConflicts(kind: ExpertKind, id: string | undefined) {
  return useQuery({
    queryKey: conflictsKey(kind, id ?? ""),
    queryFn: async () =>
      (await http.get<ExpertConflictRow[]>(`${poolApi(kind)}/${encodeURIComponent(id ?? "")}/conflicts`)).data,
    enabled: Boolean(id),
  });
}
