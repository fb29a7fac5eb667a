import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { TenantRow } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";
import { tenantsQueryKey } from "./get-tenants";

/** Disabling ends the sessions of the tenant's users and stops them signing in. */
export function setTenantEnabled({ id, enabled }: { id: string; enabled: boolean }): Promise<Envelope<TenantRow>> {
  return http.put<TenantRow>(`/api/admin/tenant/${encodeURIComponent(id)}/enabled`, { enabled });
}

export function useSetTenantEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTenantEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
