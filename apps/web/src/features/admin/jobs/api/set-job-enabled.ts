import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { JobRow } from "@zcps/contracts/jobs";
import { http } from "../../../../lib/request";
import { jobsQueryKey } from "./get-jobs";

export function setJobEnabled({ id, enabled }: { id: string; enabled: boolean }): Promise<Envelope<JobRow>> {
  return http.put<JobRow>(`/api/admin/job/${encodeURIComponent(id)}/enabled`, { enabled });
}

export function useSetJobEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}
