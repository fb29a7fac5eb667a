import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchAction, BatchRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

/** publish, close or archive: POST /projectTime/:id/<action>. */
export function changeBatchStatus({ id, action }: { id: string; action: BatchAction }) {
  return http.post<BatchRow>(`${CONFIG_API.batch}/${encodeURIComponent(id)}/${action}`);
}

export function useChangeBatchStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBatchStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTimeQueryKey }),
  });
}
