import { STATUS } from "@zcps/contracts/api";
import { translate } from "@zcps/contracts/messages";
import type { Language } from "@zcps/contracts/platform-messages";
import { SERVICE_DEFAULTS, serviceCodeOf } from "@zcps/contracts/services";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import type { RegisteredRoute } from "../../../platform/auth";
import { AppError } from "../../../platform/errors";
import { requestLanguage } from "../../../platform/http";
import * as repo from "./repo";

/** The access cache's scope holding this instance's view of the services; dropping it on every instance reloads it. */
export const SERVICES_SCOPE = "services";
/** How long a kept view lives without an invalidation: a lost notification, or a renamed client, heals by then. */
const GATE_TTL_MS = 60_000;

export interface GateEntry {
  name: { zh: string; en: string };
  enabled: boolean;
  reason: string;
  allClients: boolean;
  /** the clients that may call it when not all may */
  clients: ReadonlySet<string>;
}

/** service code → what a request under it needs to know */
export type ServiceGate = ReadonlyMap<string, GateEntry>;

/** This instance's view of the services, from the access cache or, after an invalidation, from the database. */
export async function serviceGate(db: Db, cache: AccessCache): Promise<ServiceGate> {
  return cache.keptScopedValue(SERVICES_SCOPE, "gate", () => loadGate(db), GATE_TTL_MS);
}

async function loadGate(db: Db): Promise<ServiceGate> {
  const [rows, grants] = await Promise.all([repo.listServices(db), repo.listGrants(db)]);
  const clients = new Map<string, Set<string>>();
  for (const grant of grants) {
    const set = clients.get(grant.serviceCode) ?? new Set<string>();
    set.add(grant.clientId);
    clients.set(grant.serviceCode, set);
  }
  return new Map(
    rows.map((row) => [
      row.code,
      {
        name: { zh: row.nameZh, en: row.nameEn },
        enabled: row.enabled,
        reason: row.reason ?? "",
        allClients: row.allClients,
        clients: clients.get(row.code) ?? new Set<string>(),
      },
    ]),
  );
}

/** Drops every instance's view, so the next request there reads the services again. */
export function servicesChanged(cache: AccessCache) {
  cache.invalidateScope(SERVICES_SCOPE);
}

/** The services the route table names and the database lacks, with their first names; an unknown prefix by code. */
export async function ensureServices(db: Db, cache: AccessCache, table: readonly RegisteredRoute[]) {
  const order = Object.keys(SERVICE_DEFAULTS);
  const codes = [...new Set(table.map((route) => serviceCodeOf(route.route)))].filter(Boolean);
  const added = await repo.insertMissing(
    db,
    codes.map((code) => {
      const known = SERVICE_DEFAULTS[code];
      const index = order.indexOf(code);
      return {
        code,
        nameZh: known?.zh ?? code,
        nameEn: known?.en ?? code,
        descriptionZh: known?.descriptionZh ?? null,
        descriptionEn: known?.descriptionEn ?? null,
        orderNum: index < 0 ? 100 : (index + 1) * 10,
      };
    }),
  );
  if (added.length > 0) cache.apply({ kind: "scope", scope: SERVICES_SCOPE });
}

const nameIn = (entry: GateEntry, lang: Language) => entry.name[lang] || entry.name.zh;

/**
 * The service gate, before anything else runs: a request under a disabled service's prefix answers 503 with the
 * reason; a token whose client may not call the service is refused 403 once the token is known. Both read the
 * services from memory (the access cache, dropped through the cache bus on every change), so a request costs a
 * map lookup. The first start on a database adds the services the route table names.
 */
export const serviceGatePlugin = fp(async (app: FastifyInstance, opts: { db: Db; cache: AccessCache }) => {
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith("/api/")) return;
    const code = serviceCodeOf(route);
    const entry = (await serviceGate(opts.db, opts.cache)).get(code);
    if (!entry || entry.enabled) return;
    const lang = requestLanguage(request);
    return reply.code(503).send({
      status: 503,
      message: translate("service.disabled", lang, { service: nameIn(entry, lang), reason: entry.reason }),
      data: { service: code, reason: entry.reason },
    });
  });

  // after the token is checked (the auth plugin's onRequest) and before the body is read
  app.addHook("preParsing", async (request, _reply, payload) => {
    const auth = request.auth;
    const route = request.routeOptions.url;
    if (!auth || !route) return payload;
    const code = serviceCodeOf(route);
    const entry = (await serviceGate(opts.db, opts.cache)).get(code);
    if (!entry || entry.allClients || entry.clients.has(auth.clientId)) return payload;
    const service = nameIn(entry, requestLanguage(request));
    throw new AppError(403, STATUS.clientForbidden, "service.clientForbidden", {
      client: auth.clientId,
      service,
      code,
    });
  });

  app.addHook("onReady", async () => {
    await ensureServices(opts.db, opts.cache, app.routeTable);
  });
});
