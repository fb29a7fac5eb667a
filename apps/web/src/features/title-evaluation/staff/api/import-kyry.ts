import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportError } from "@zcps/contracts/zcps/staff/api";
import { request } from "../../../../lib/request";
import { namedListKey } from "./get-named-list";

export function useImportKyry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, projectTimeId }: { file: File; projectTimeId?: string }) => {
      const data = new FormData();
      data.append("file", file);
      return request<{ rows: number; inserted: number; updated: number; errors: ImportError[] }>({
        url: "/api/zcps-sh/kyry/import",
        method: "POST",
        params: projectTimeId ? { projectTimeId } : undefined,
        data,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: namedListKey("kyry") }),
  });
}
