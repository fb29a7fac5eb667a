import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { TenantRow } from "@zcps/contracts/tenants";
import { http } from "../../../../lib/request";
import { tenantsQueryKey } from "./get-tenants";

/** Makes the user the tenant's owner; a user of another tenant moves into this one. */
export function setTenantOwner({ id, userId }: { id: string; userId: string }): Promise<Envelope<TenantRow>> {
  return http.put<TenantRow>(`/api/admin/tenant/${encodeURIComponent(id)}/user`, undefined, { userId });
}

export function useSetTenantOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTenantOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
