import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { TenantCreate, TenantRow } from "@zcps/contracts/tenants";
import { encryptPassword } from "../../../../lib/crypto";
import { http } from "../../../../lib/request";
import { tenantsQueryKey } from "./get-tenants";

/** The first administrator's password travels encrypted (is_encrypt=1), as every password of the console does. */
export function createTenant(tenant: TenantCreate): Promise<Envelope<TenantRow>> {
  const admin = tenant.admin ? { ...tenant.admin, password: encryptPassword(tenant.admin.password) } : null;
  return http.post<TenantRow>("/api/admin/tenant", { ...tenant, admin }, { is_encrypt: 1 });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
