import type { AccessCache } from "../../../platform/access-cache";

/**
 * What a list filter finds among a tenant's staff (the ids a keyword matches or a named list holds, and the
 * declaration counts built on them) is kept in the access cache, since names, employee numbers and named lists
 * change far less often than lists are searched. Every write that can change a name, an employee number or a
 * named-list entry calls `staffLookupsChanged` after it commits; the invalidation reaches every instance, and the
 * cache's time limit bounds anything else.
 */
const scope = (tenantId: string) => `staff-lookups:${tenantId}`;

export const keptForStaffLookups = <T>(cache: AccessCache, tenantId: string, key: string, load: () => Promise<T>) =>
  cache.keptScopedValue(scope(tenantId), key, load);

export function staffLookupsChanged(cache: AccessCache, tenantId: string) {
  cache.invalidateScope(scope(tenantId));
}
