import type { ApiRouteList, ApiRouteQuery, ApiRouteRow, ApiRouteSwitch } from "@zcps/contracts/api-routes";
import { ELEMENT_DEFS } from "@zcps/contracts/elements";
import { API_ROUTES_API } from "@zcps/contracts/elements-api-routes";
import type { Language } from "@zcps/contracts/platform-messages";
import { SERVICE_DEFAULTS, serviceCodeOf } from "@zcps/contracts/services";
import type { Db } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import type { RegisteredRoute } from "../../../platform/auth";
import { badRequest } from "../../../platform/errors";
import { serviceGate } from "../services";
import * as repo from "./repo";

/** The access cache's scope holding this instance's disabled set; dropping it on every instance reloads it. */
export const DISABLED_SCOPE = "api-route-switches";
/** How long a kept disabled set lives without an invalidation: a lost notification heals by then. */
const DISABLED_TTL_MS = 60_000;

/** route key ("GET /api/x/:id") → the reason it was turned off */
export type DisabledRoutes = Map<string, string>;

export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** Sign-in, this page's routes and what the console needs to show its menus: never turned off. */
const LOCKED_EXACT = new Set([
  routeKey("GET", "/api/admin/user/front/info"),
  routeKey("GET", "/api/admin/user/front/menus"),
]);

export function isLocked(method: string, path: string): boolean {
  return path.startsWith("/api/auth/") || path.startsWith(API_ROUTES_API) || LOCKED_EXACT.has(routeKey(method, path));
}

/** route key → the element codes the contracts give it */
const ELEMENT_CODES = (() => {
  const codes = new Map<string, string[]>();
  for (const def of ELEMENT_DEFS) {
    for (const [method, path] of def.routes) {
      const key = routeKey(method, path);
      const list = codes.get(key) ?? [];
      if (!list.includes(def.code)) list.push(def.code);
      codes.set(key, list);
    }
  }
  return codes;
})();

/** This instance's disabled set, from the access cache or, after an invalidation, from the database. */
export async function disabledRoutes(db: Db, cache: AccessCache): Promise<DisabledRoutes> {
  return cache.keptScopedValue(
    DISABLED_SCOPE,
    "disabled",
    async () => new Map((await repo.listDisabled(db)).map((row) => [routeKey(row.method, row.path), row.reason ?? ""])),
    DISABLED_TTL_MS,
  );
}

export function createApiRouteService(deps: { db: Db; cache: AccessCache }, table: () => RegisteredRoute[]) {
  const { db, cache } = deps;

  async function allRows(lang: Language): Promise<ApiRouteRow[]> {
    const switches = new Map((await repo.listSwitches(db)).map((row) => [routeKey(row.method, row.path), row]));
    // the names an administrator gave the services on the service page
    const services = await serviceGate(db, cache);
    const seen = new Set<string>();
    const rows: ApiRouteRow[] = [];
    for (const route of table()) {
      const key = routeKey(route.method, route.route);
      if (seen.has(key) || route.route.startsWith("/api/docs")) continue;
      seen.add(key);
      const service = serviceCodeOf(route.route);
      const saved = switches.get(key);
      rows.push({
        method: route.method,
        path: route.route,
        summary: route.summary,
        service,
        serviceName: services.get(service)?.name[lang] || SERVICE_DEFAULTS[service]?.[lang] || service,
        access: route.access,
        codes: ELEMENT_CODES.get(key) ?? [],
        enabled: saved?.enabled ?? true,
        locked: isLocked(route.method, route.route),
        reason: saved?.reason ?? null,
        updatedBy: saved?.updatedBy ?? null,
        updatedAt: saved?.updatedAt.toISOString() ?? null,
      });
    }
    rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    return rows;
  }

  return {
    /** A page of the route table, searched by path and summary and filtered by service, method and state. */
    async page(query: ApiRouteQuery, lang: Language): Promise<ApiRouteList> {
      const search = query.search?.toLowerCase();
      const rows = (await allRows(lang)).filter(
        (row) =>
          (!search || row.path.toLowerCase().includes(search) || row.summary.toLowerCase().includes(search)) &&
          (!query.service || row.service === query.service) &&
          (!query.method || row.method === query.method) &&
          (query.disabledOnly !== "true" || !row.enabled),
      );
      const start = (query.page - 1) * query.limit;
      return { rows: rows.slice(start, start + query.limit), total: rows.length };
    },

    /** Turns one route on or off here and, through the cache bus, on every instance. */
    async setSwitch(input: ApiRouteSwitch, username: string): Promise<void> {
      const known = table().some((route) => route.method === input.method && route.route === input.path);
      if (!known || input.path.startsWith("/api/docs")) throw badRequest("apiRoutes.unknown");
      if (isLocked(input.method, input.path)) throw badRequest("apiRoutes.locked");
      const reason = input.reason?.trim() || null;
      if (!input.enabled && !reason) throw badRequest("apiRoutes.reasonRequired");
      await repo.saveSwitch(db, {
        method: input.method,
        path: input.path,
        enabled: input.enabled,
        reason: input.enabled ? null : reason,
        updatedBy: username,
      });
      cache.invalidateScope(DISABLED_SCOPE);
    },
  };
}
