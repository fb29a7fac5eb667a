import { randomUUID } from "node:crypto";
import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import type {
  GatewayHitsView,
  GatewayKeyKind,
  GatewayRuleHits,
  GatewayRuleRow,
  GatewayRuleValues,
} from "@zcps/contracts/gateway";
import type { Db } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import { uniqueViolation } from "../../../platform/db-errors";
import { badRequest, notFound } from "../../../platform/errors";
import * as repo from "./repo";

/** The access cache's scope holding this instance's rules; dropping it on every instance reloads them. */
export const RULES_SCOPE = "gateway-rules";
/** How long kept rules live without an invalidation: a lost notification heals by then. */
const RULES_TTL_MS = 60_000;

/**
 * Paths no rule may cover: sign-in, what the console needs to show its menus, and this page's own routes, so an
 * administrator can always sign in and switch a rule off again.
 */
const LOCKED_PATHS = ["/api/auth/", GATEWAY_API, "/api/admin/user/front/info", "/api/admin/user/front/menus"];

/** A prefix covers a locked path when either starts with the other. */
export function coversLockedPath(prefix: string): boolean {
  return LOCKED_PATHS.some((locked) => locked.startsWith(prefix) || prefix.startsWith(locked));
}

export function isLockedPath(path: string): boolean {
  return LOCKED_PATHS.some((locked) => path.startsWith(locked));
}

export interface ActiveRule {
  id: string;
  prefix: string;
  perUser: number | null;
  perAddress: number | null;
  maintenance: { zh: string; en: string } | null;
}

/** The enabled rules that do something, longest prefix first: the first one a path starts with is the most specific. */
export function activeRules(rows: repo.RuleRecord[]): ActiveRule[] {
  return rows
    .filter((row) => row.enabled && (row.maintenance || row.perUserPerMinute || row.perAddressPerMinute))
    .map((row) => ({
      id: row.id,
      prefix: row.pathPrefix,
      perUser: row.perUserPerMinute,
      perAddress: row.perAddressPerMinute,
      maintenance: row.maintenance
        ? { zh: row.maintenanceMessage ?? "", en: row.maintenanceMessageEn ?? row.maintenanceMessage ?? "" }
        : null,
    }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

export function matchRule(rules: ActiveRule[], path: string): ActiveRule | undefined {
  return rules.find((rule) => path.startsWith(rule.prefix));
}

/** This instance's active rules, from the access cache or, after an invalidation, from the database. */
export function loadActiveRules(db: Db, cache: AccessCache): Promise<ActiveRule[]> {
  return cache.keptScopedValue(RULES_SCOPE, "active", async () => activeRules(await repo.listRules(db)), RULES_TTL_MS);
}

/** What a request under a rule gets: through, refused for maintenance, or refused for going over a limit. */
export type GateDecision =
  | { kind: "pass" }
  | { kind: "maintenance"; rule: ActiveRule; message: { zh: string; en: string } }
  | { kind: "limited"; rule: ActiveRule; keyKind: GatewayKeyKind; limit: number; retryAfter: number };

/**
 * The gate every /api request passes: requests no rule covers cost an in-memory lookup; a rule with a limit
 * counts the request in the shared table and refuses it once a key's count in the minute passes the limit.
 */
export function createGatewayGate(db: Db, cache: AccessCache) {
  let prunedWindow = 0;

  return async function decide(path: string, userId: string | null, address: string): Promise<GateDecision> {
    if (isLockedPath(path)) return { kind: "pass" };
    const rules = await loadActiveRules(db, cache);
    if (rules.length === 0) return { kind: "pass" };
    const rule = matchRule(rules, path);
    if (!rule) return { kind: "pass" };
    if (rule.maintenance) return { kind: "maintenance", rule, message: rule.maintenance };
    const keys: { kind: GatewayKeyKind; key: string }[] = [];
    if (rule.perUser && userId) keys.push({ kind: "user", key: userId });
    if (rule.perAddress) keys.push({ kind: "address", key: address });
    if (keys.length === 0) return { kind: "pass" };
    const counted = await repo.countHits(db, rule.id, keys);
    // the first count of a new window on this instance drops the windows before it
    const window = counted[0]?.windowStart.getTime() ?? 0;
    if (window > prunedWindow) {
      prunedWindow = window;
      repo.pruneHits(db).catch(() => undefined);
    }
    for (const hit of counted) {
      const limit = hit.kind === "user" ? rule.perUser : rule.perAddress;
      if (limit && hit.count > limit) {
        return { kind: "limited", rule, keyKind: hit.kind as GatewayKeyKind, limit, retryAfter: hit.secondsLeft };
      }
    }
    return { kind: "pass" };
  };
}

function toRow(row: repo.RuleRecord): GatewayRuleRow {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export function createGatewayService(deps: { db: Db; cache: AccessCache }) {
  const { db, cache } = deps;

  /** Refuses a prefix that would lock sign-in or this page, or that another rule has. */
  async function checkPrefix(values: GatewayRuleValues, exceptId?: string) {
    if (coversLockedPath(values.pathPrefix)) throw badRequest("gateway.locked");
    if (await repo.prefixTaken(db, values.pathPrefix, exceptId)) throw badRequest("gateway.prefixTaken");
  }

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw badRequest("gateway.prefixTaken");
      throw error;
    }
  }

  /** Every instance reloads its rules within a second (the cache bus), this one at once. */
  const changed = () => cache.invalidateScope(RULES_SCOPE);

  return {
    async list(): Promise<GatewayRuleRow[]> {
      return (await repo.listRules(db)).map(toRow);
    },

    async create(values: GatewayRuleValues, username: string): Promise<GatewayRuleRow> {
      await checkPrefix(values);
      const row = await saving(() => repo.insertRule(db, randomUUID(), values, username));
      changed();
      return toRow(row);
    },

    async update(id: string, values: GatewayRuleValues, username: string): Promise<GatewayRuleRow> {
      if (!(await repo.findRule(db, id))) throw notFound();
      await checkPrefix(values, id);
      const row = await saving(() => repo.updateRule(db, id, values, username));
      if (!row) throw notFound();
      changed();
      return toRow(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteRule(db, id))) throw notFound();
      changed();
    },

    /** The current minute's counts per rule, for the page's live view. */
    async hits(): Promise<GatewayHitsView> {
      const { windowStart, rows } = await repo.currentHits(db);
      const hits: GatewayRuleHits[] = rows.map((row) => ({
        ruleId: row.ruleId,
        keyKind: row.keyKind as GatewayKeyKind,
        requests: row.requests,
        keys: row.keys,
        busiest: row.busiest ?? 0,
      }));
      return { windowStart: windowStart.toISOString(), hits };
    },
  };
}
