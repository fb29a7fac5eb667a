import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchInput, BatchRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export function createBatch(input: BatchInput) {
  return http.post<BatchRow>(CONFIG_API.batch, input);
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTimeQueryKey }),
  });
}
