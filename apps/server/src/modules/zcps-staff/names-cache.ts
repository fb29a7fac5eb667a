import type { AccessCache } from "../../platform/access-cache";

/**
 * What a keyword finds among a tenant's staff (matching ids, and the declaration counts built on them) is kept in
 * the access cache, since names and employee numbers change far less often than lists are searched. Every write
 * that can change a name or an employee number calls `staffNamesChanged` after it commits; the invalidation
 * reaches every instance, and the cache's time limit bounds anything else.
 */
const scope = (tenantId: string) => `staff-names:${tenantId}`;

export async function keptForStaffNames<T>(
  cache: AccessCache,
  tenantId: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const kept = cache.scopedValue<T>(scope(tenantId), key);
  if (kept !== undefined) return kept;
  const value = await load();
  cache.keepScopedValue(scope(tenantId), key, value);
  return value;
}

export function staffNamesChanged(cache: AccessCache, tenantId: string) {
  cache.invalidateScope(scope(tenantId));
}
