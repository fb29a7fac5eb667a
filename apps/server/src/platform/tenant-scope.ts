import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { tenants } from "../db/schema";
import type { AccessCache } from "./access-cache";

const SCOPE = "tenants";

/**
 * True when the tenant is the super tenant (is_super): its administrators manage tenants and read every tenant's
 * operation log. Kept in the access cache until a tenant changes.
 */
export async function isSuperTenant(db: Executor, cache: AccessCache, tenantId: string): Promise<boolean> {
  const cached = cache.scopedValue<boolean>(SCOPE, tenantId);
  if (cached !== undefined) return cached;
  const rows = await db.select({ isSuper: tenants.isSuper }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const isSuper = rows[0]?.isSuper ?? false;
  cache.keepScopedValue(SCOPE, tenantId, isSuper);
  return isSuper;
}

/** Call after any change to a tenant (here and, through the bus, on every instance). */
export function tenantsChanged(cache: AccessCache) {
  cache.invalidateScope(SCOPE);
}
