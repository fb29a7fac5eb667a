import type { AccessCache } from "../../../platform/access-cache";

/**
 * User lists (pages and totals) of a tenant are kept in the access cache, since listing is read far more often
 * than users change. Every write that changes what a list shows (a user's fields, roles or department names, the
 * tenant's name) must call `usersChanged` for the tenant.
 */
const scope = (tenantId: string) => `users:${tenantId}`;

/** The lists that span every tenant (the super tenant's user administrators): stale when any tenant's users change. */
export const EVERY_TENANT = "*";

export function cachedList<T>(cache: AccessCache, tenantId: string, key: string): T | undefined {
  return cache.scopedValue<T>(scope(tenantId), key);
}

export function keepList(cache: AccessCache, tenantId: string, key: string, value: unknown) {
  cache.keepScopedValue(scope(tenantId), key, value);
}

export function usersChanged(cache: AccessCache, tenantId: string) {
  cache.invalidateScope(scope(tenantId));
  cache.invalidateScope(scope(EVERY_TENANT));
}
