import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchInput, BatchRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export function updateBatch({ id, input }: { id: string; input: BatchInput }) {
  return http.put<BatchRow>(`${CONFIG_API.batch}/${encodeURIComponent(id)}`, input);
}

export function useUpdateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTimeQueryKey }),
  });
}
