import type { AccessCache } from "../../../platform/access-cache";

/**
 * What other modules read of a tenant's dictionary (labels by value, the discipline catalogue) is kept in the access
 * cache: lists name a code's label on every row and the dictionary changes rarely. Every write of a type or a value
 * calls `dictionaryChanged` after it commits; the invalidation reaches every instance, and the time limit bounds
 * anything else (a tenant's dictionary created with the tenant).
 */
const scope = (tenantId: string) => `dictionary:${tenantId}`;
const KEPT_MS = 10 * 60_000;

export const keptFromDictionary = <T>(cache: AccessCache, tenantId: string, key: string, load: () => Promise<T>) =>
  cache.keptScopedValue(scope(tenantId), key, load, KEPT_MS);

export function dictionaryChanged(cache: AccessCache, tenantId: string) {
  cache.invalidateScope(scope(tenantId));
}
