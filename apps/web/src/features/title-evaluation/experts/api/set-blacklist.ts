import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpertKind, ExpertRow } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

/** Puts an expert on the blacklist with a reason, or (reason null) takes them off it. */
export function useSetBlacklist(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) => {
      const url = `${poolApi(kind)}/${encodeURIComponent(id)}/blacklist`;
      return reason === null ? http.delete<ExpertRow>(url) : http.post<ExpertRow>(url, { reason });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertsKey(kind) }),
  });
}
