import type { FastifyInstance } from "fastify";
import type { AccessCache } from "../../../platform/access-cache";

/**
 * The experts' invitation lists (with the check that the caller is in a pool) are kept in the access cache: an expert
 * opens their list far more often than the pools or the peer review change. Every call that changes anything of
 * either (an administrator's or an expert's, any method but GET) drops the tenant's lists once its work has
 * committed, before its answer leaves, on every instance; the cache's time limit bounds what changes elsewhere (the
 * expiry job, a declarant's name edited in the staff records).
 */
const scope = (tenantId: string) => `peer-expert-lists:${tenantId}`;

export const keptExpertList = <T>(cache: AccessCache, tenantId: string, key: string, load: () => Promise<T>) =>
  cache.keptScopedValue(scope(tenantId), key, load);

export function expertListsChanged(cache: AccessCache, tenantId: string) {
  cache.invalidateScope(scope(tenantId));
}

/** Drops the tenant's lists after every changing call of the routes registered in `app`. */
export function dropExpertListsOnChange(app: FastifyInstance, cache: AccessCache) {
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.method === "GET" || request.method === "HEAD") return payload;
    if (request.auth) expertListsChanged(cache, request.auth.tenantId);
    return payload;
  });
}
