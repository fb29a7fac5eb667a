import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/request";
import { correctionsQueryKey } from "./get-corrections";

const path = (id: string, action: string) => `/api/zcps-sh/errorCorrection/${encodeURIComponent(id)}/${action}`;

export const acceptCorrection = (id: string) => http.post<{ declarationsUpdated: number }>(path(id, "accept"), {});
export const rejectCorrection = ({ id, response }: { id: string; response: string }) =>
  http.post<null>(path(id, "reject"), { response });
export const withdrawCorrection = (id: string) =>
  http.post<null>(`/api/zcps-sh/personErrorCorrection/${encodeURIComponent(id)}/withdraw`);

function useInvalidating<T, R>(fn: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsQueryKey }),
  });
}

export const useAcceptCorrection = () => useInvalidating(acceptCorrection);
export const useRejectCorrection = () => useInvalidating(rejectCorrection);
export const useWithdrawCorrection = () => useInvalidating(withdrawCorrection);
