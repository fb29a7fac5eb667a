import { useQuery } from "@tanstack/react-query";
import type { ImportKind } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export function useImportKinds() {
  return useQuery({
    queryKey: ["zcps-import-kinds"],
    queryFn: async () => (await http.get<ImportKind[]>("/api/zcps-sh/importData/kinds")).data,
    staleTime: 30 * 60_000,
  });
}
