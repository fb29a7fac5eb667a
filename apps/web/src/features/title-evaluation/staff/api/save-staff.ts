import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffInput, StaffRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { staffQueryKey } from "./get-staff";

export function saveStaff({ id, input }: { id?: string; input: StaffInput }) {
  return id
    ? http.put<StaffRow>(`/api/zcps-sh/baseUser/${encodeURIComponent(id)}`, input)
    : http.post<StaffRow>("/api/zcps-sh/baseUser", input);
}

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
