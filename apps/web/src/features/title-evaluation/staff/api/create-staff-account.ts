import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffAccount } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { staffQueryKey } from "./get-staff";

export function createStaffAccount(id: string) {
  return http.post<StaffAccount>(`/api/zcps-sh/baseUser/${encodeURIComponent(id)}/account`);
}

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
