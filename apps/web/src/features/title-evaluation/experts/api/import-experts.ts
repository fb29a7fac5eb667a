import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpertImportResult, ExpertKind } from "@zcps/contracts/zcps/experts/api";
import { request } from "../../../../lib/request";
import { expertsKey, poolApi } from "./get-experts";

/** Uploads a sheet of experts: a dry run unless `apply`. */
export function useImportExperts(kind: ExpertKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) => {
      const data = new FormData();
      data.append("file", file);
      return request<ExpertImportResult>({
        url: `${poolApi(kind)}/import`,
        method: "POST",
        params: { apply: String(apply) },
        data,
      });
    },
    onSuccess: (reply) => {
      if (reply.data.status === "applied") queryClient.invalidateQueries({ queryKey: expertsKey(kind) });
    },
  });
}
