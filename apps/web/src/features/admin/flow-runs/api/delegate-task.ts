import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import { http } from "../../../../lib/request";
import { flowRunsQueryKey } from "./get-instances";

export function delegateTask({
  id,
  userId,
  comment,
}: {
  id: string;
  userId: string;
  comment?: string;
}): Promise<Envelope<null>> {
  return http.post<null>(`${FLOW_API}/tasks/${encodeURIComponent(id)}/delegate`, { userId, comment });
}

export function useDelegateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delegateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowRunsQueryKey }),
  });
}
