import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportResult } from "@zcps/contracts/zcps/staff/api";
import { request } from "../../../../lib/request";
import { importsQueryKey } from "./get-imports";

/** Uploads a sheet: a dry run unless `apply`. */
export function uploadImport({ kind, file, apply }: { kind: string; file: File; apply: boolean }) {
  const data = new FormData();
  data.append("file", file);
  return request<ImportResult>({
    url: "/api/zcps-sh/importData/upload",
    method: "POST",
    params: { kind, apply: String(apply) },
    data,
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsQueryKey }),
  });
}
