import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { TenantInput, TenantRow } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";
import { tenantsQueryKey } from "./get-tenants";

export function updateTenant({ id, tenant }: { id: string; tenant: TenantInput }): Promise<Envelope<TenantRow>> {
  return http.put<TenantRow>(`/api/admin/tenant/${encodeURIComponent(id)}`, tenant);
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
