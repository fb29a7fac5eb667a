import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/request";
import { staffQueryKey } from "./get-staff";

export function deleteStaff(id: string) {
  return http.delete<null>(`/api/zcps-sh/baseUser/${encodeURIComponent(id)}`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
