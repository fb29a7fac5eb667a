import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";
import { tenantsQueryKey } from "./get-tenants";

export function deleteTenant(id: string): Promise<Envelope<unknown>> {
  return http.delete<unknown>(`/api/admin/tenant/${encodeURIComponent(id)}`);
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
