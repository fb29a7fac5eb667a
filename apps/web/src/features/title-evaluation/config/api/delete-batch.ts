import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export function deleteBatch(id: string) {
  return http.delete<null>(`${CONFIG_API.batch}/${encodeURIComponent(id)}`);
}

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTimeQueryKey }),
  });
}
