import { STATUS } from "@zcps/contracts/api";
import type { Language } from "@zcps/contracts/platform-messages";
import {
  CONSOLE_SERVICES,
  LOCKED_SERVICES,
  type ServiceClientRow,
  type ServiceRow,
  type ServiceSwitch,
  type serviceClientsSchema,
  serviceCodeOf,
  type serviceInputSchema,
  servicePrefixes,
} from "@zcps/contracts/services";
import type { z } from "zod";
import type { RegisteredRoute } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest } from "../../../platform/errors";
import { isSuperTenant } from "../../../platform/tenant-scope";
import { servicesChanged } from "./gate";
import * as repo from "./repo";

type ServiceInput = z.output<typeof serviceInputSchema>;
type ClientsInput = z.output<typeof serviceClientsSchema>;

interface Actor {
  tenantId: string;
  username: string;
}

const superOnly = () => new AppError(403, STATUS.forbidden, "tenant.superOnly");
const named = (record: repo.ServiceRecord) => ({ zh: record.nameZh, en: record.nameEn });

/** How many routes each service has and whether every one of them is public (called without a token). */
function routeFacts(table: readonly RegisteredRoute[]) {
  const facts = new Map<string, { count: number; publicOnly: boolean }>();
  const seen = new Set<string>();
  for (const route of table) {
    const key = `${route.method} ${route.route}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const code = serviceCodeOf(route.route);
    const fact = facts.get(code) ?? { count: 0, publicOnly: true };
    fact.count += 1;
    fact.publicOnly &&= route.access === "public";
    facts.set(code, fact);
  }
  return facts;
}

/**
 * The platform's services: shared by every tenant, so only the super tenant's administrators manage them. Every
 * change drops the services kept in memory here and, through the cache bus, on every instance (gate.ts).
 */
export function createServiceManager(
  { db, cache, config }: Pick<AppDeps, "db" | "cache" | "config">,
  table: () => readonly RegisteredRoute[],
) {
  const consoleClient = config.OAUTH_CLIENT_ID;

  async function assertSuperTenant(actor: Actor) {
    if (!(await isSuperTenant(db, cache, actor.tenantId))) throw superOnly();
  }

  async function load(code: string) {
    const record = await repo.findService(db, code);
    if (!record) throw badRequest("service.unknown");
    return record;
  }

  async function rows(lang: Language): Promise<ServiceRow[]> {
    const [records, grants] = await Promise.all([repo.listServices(db), repo.listGrants(db)]);
    const facts = routeFacts(table());
    return records.map((record) => {
      const fact = facts.get(record.code);
      return {
        code: record.code,
        prefixes: servicePrefixes(record.code),
        name: lang === "en" ? record.nameEn : record.nameZh,
        description: (lang === "en" ? record.descriptionEn : record.descriptionZh) ?? null,
        nameZh: record.nameZh,
        nameEn: record.nameEn,
        descriptionZh: record.descriptionZh,
        descriptionEn: record.descriptionEn,
        routeCount: fact?.count ?? 0,
        publicOnly: fact?.publicOnly ?? false,
        enabled: record.enabled,
        locked: LOCKED_SERVICES.includes(record.code),
        reason: record.reason,
        allClients: record.allClients,
        clients: record.allClients ? [] : grants.filter((g) => g.serviceCode === record.code).map((g) => g.clientId),
        updatedBy: record.updatedBy,
        updatedAt: record.updatedAt.toISOString(),
      };
    });
  }

  return {
    /** Every service with its prefixes, route count, switch and clients, searched by code, prefix or name. */
    async list(actor: Actor, search: string | undefined, lang: Language) {
      await assertSuperTenant(actor);
      const needle = search?.toLowerCase();
      const all = await rows(lang);
      const found = needle
        ? all.filter((row) =>
            [row.code, ...row.prefixes, row.nameZh, row.nameEn].some((text) => text.toLowerCase().includes(needle)),
          )
        : all;
      return { rows: found, total: found.length };
    },

    /** Every OAuth client with the services its tokens may call. */
    async clients(actor: Actor): Promise<ServiceClientRow[]> {
      await assertSuperTenant(actor);
      const [clients, records, grants] = await Promise.all([
        repo.listClients(db),
        repo.listServices(db),
        repo.listGrants(db),
      ]);
      const granted = new Set(grants.map((g) => `${g.serviceCode}\u0000${g.clientId}`));
      return clients.map((client) => ({
        ...client,
        isConsole: client.clientId === consoleClient,
        services: records
          .filter((record) => record.allClients || granted.has(`${record.code}\u0000${client.clientId}`))
          .map((record) => record.code),
      }));
    },

    async update(actor: Actor, code: string, input: ServiceInput, lang: Language) {
      await assertSuperTenant(actor);
      await load(code);
      await repo.updateService(db, code, { ...input, updatedBy: actor.username });
      servicesChanged(cache);
      return (await rows(lang)).find((row) => row.code === code);
    },

    /** Off needs a reason, which every refused caller is told; sign-in, the back office and the health check stay on. */
    async setEnabled(actor: Actor, code: string, input: ServiceSwitch) {
      await assertSuperTenant(actor);
      const record = await load(code);
      if (!input.enabled && LOCKED_SERVICES.includes(code))
        throw badRequest("service.locked", { service: named(record) });
      const reason = input.reason?.trim() || null;
      if (!input.enabled && !reason) throw badRequest("service.reasonRequired");
      await repo.updateService(db, code, {
        enabled: input.enabled,
        reason: input.enabled ? null : reason,
        updatedBy: actor.username,
      });
      servicesChanged(cache);
    },

    /**
     * Every client may call the service, or only those listed. A service whose routes are all public cannot be
     * limited (no token names a client there), and the console's own client keeps sign-in and the back office.
     */
    async setClients(actor: Actor, code: string, input: ClientsInput) {
      await assertSuperTenant(actor);
      const record = await load(code);
      const service = named(record);
      if (!input.allClients) {
        if (routeFacts(table()).get(code)?.publicOnly) throw badRequest("service.publicOnly", { service });
        if (input.clients.length === 0) throw badRequest("service.clientsRequired");
        const known = new Set((await repo.listClients(db)).map((client) => client.clientId));
        const unknown = input.clients.find((clientId) => !known.has(clientId));
        if (unknown !== undefined) throw badRequest("service.clientUnknown", { client: unknown });
        if (CONSOLE_SERVICES.includes(code) && !input.clients.includes(consoleClient)) {
          throw badRequest("service.consoleClientKept", { client: consoleClient, service });
        }
      }
      await db.transaction((tx) => repo.replaceClients(tx, code, input.allClients, input.clients, actor.username));
      servicesChanged(cache);
    },
  };
}
