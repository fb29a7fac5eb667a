import { randomUUID } from "node:crypto";
import { ELEMENTS } from "@zcps/contracts/menus";
import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import type { AccessCache } from "./access-cache";
import { caller } from "./auth";
import { isSuperTenant } from "./tenant-scope";

/**
 * Whose users a caller sees and manages: the whole tenant, their unit (the second level of the organisation
 * tree, under the school, and everything below it) or only themselves. It is the widest scope of the role
 * groups they belong to; a super administrator has the tenant. Repositories turn it into a WHERE condition.
 */
export type DataScope =
  | { kind: "tenant" }
  | { kind: "unit"; unitId: string; departIds: string[] }
  | { kind: "self"; userId: string; departIds: string[] };

export const DATA_SCOPES = ["tenant", "unit", "self"] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

const WIDTH: Record<DataScopeKind, number> = { tenant: 2, unit: 1, self: 0 };

/** The widest of the groups' scopes; "self" when there is none (no group grants more). */
export function widestScope(kinds: readonly string[]): DataScopeKind {
  let widest: DataScopeKind = "self";
  for (const kind of kinds) {
    if (kind in WIDTH && WIDTH[kind as DataScopeKind] > WIDTH[widest]) widest = kind as DataScopeKind;
  }
  return widest;
}

/**
 * A user's unit from their department's chain of ancestors (the department first, the root last): the
 * ancestor just below the root; the root itself when the department is the root.
 */
export function unitOf(chain: readonly string[]): string | undefined {
  return chain.length >= 2 ? chain[chain.length - 2] : chain[0];
}

interface Rows<T> {
  rows: T[];
}

async function loadScope(db: Executor, userId: string, tenantId: string, isSuperAdmin: boolean): Promise<DataScope> {
  if (isSuperAdmin) return { kind: "tenant" };
  const groupRows = (await db.execute(sql`
    select g.data_scope as scope from group_members gm
    join groups g on g.id = gm.group_id
    where gm.user_id = ${userId} and g.tenant_id = ${tenantId}`)) as unknown as Rows<{ scope: string }>;
  const kind = widestScope(groupRows.rows.map((r) => r.scope));
  if (kind === "tenant") return { kind };
  const chainRows = (await db.execute(sql`
    with recursive up as (
      select d.id, d.parent_id, 0 as depth from departs d
      join users u on u.depart_id = d.id
      where u.id = ${userId} and d.tenant_id = ${tenantId}
      union
      select d.id, d.parent_id, up.depth + 1 from departs d join up on d.id = up.parent_id
      where up.depth < 64
    )
    select id from up order by depth`)) as unknown as Rows<{ id: string }>;
  const chain = chainRows.rows.map((r) => r.id);
  const ownDepart = chain[0];
  const unitId = unitOf(chain);
  if (kind === "self" || !unitId) return { kind: "self", userId, departIds: ownDepart ? [ownDepart] : [] };
  const below = (await db.execute(sql`
    with recursive down as (
      select id from departs where id = ${unitId}
      union
      select d.id from departs d join down on d.parent_id = down.id
    )
    select id from down`)) as unknown as Rows<{ id: string }>;
  return { kind: "unit", unitId, departIds: below.rows.map((r) => r.id) };
}

/** Department changes of a tenant make every cached scope of it stale: a new generation replaces the old. */
const generationScope = (tenantId: string) => `departs:${tenantId}`;

export function departsGeneration(cache: AccessCache, tenantId: string): string {
  let value = cache.scopedValue<string>(generationScope(tenantId), "generation");
  if (!value) {
    value = randomUUID();
    cache.keepScopedValue(generationScope(tenantId), "generation", value, Number.POSITIVE_INFINITY);
  }
  return value;
}

/** Call after the organisation tree changes shape (a department added, moved or deleted) or users move. */
export function departsChanged(cache: AccessCache, tenantId: string) {
  cache.invalidateScope(generationScope(tenantId));
}

const CACHE_KEY = "data-scope";

/** A user's scope, kept in the access cache with the user (dropped when the user or the tenant's tree changes). */
export async function dataScopeOf(
  db: Executor,
  cache: AccessCache,
  user: { userId: string; tenantId: string; isSuperAdmin: boolean },
): Promise<DataScope> {
  const current = departsGeneration(cache, user.tenantId);
  const cached = cache.userValue<{ generation: string; scope: DataScope }>(user.userId, CACHE_KEY);
  if (cached?.generation === current) return cached.scope;
  const scope = await loadScope(db, user.userId, user.tenantId, user.isSuperAdmin);
  cache.keepUserValue(user.userId, CACHE_KEY, { generation: current, scope });
  return scope;
}

const perRequest = new WeakMap<FastifyRequest, Promise<DataScope>>();

/** The caller's scope, computed once per request. */
export function requestDataScope(request: FastifyRequest, deps: { db: Executor; cache: AccessCache }) {
  let scope = perRequest.get(request);
  if (!scope) {
    scope = dataScopeOf(deps.db, deps.cache, caller(request));
    perRequest.set(request, scope);
  }
  return scope;
}

/** The WHERE condition that keeps rows of users in the scope; undefined for the whole tenant. */
export function scopeCondition(scope: DataScope, columns: { userId: AnyColumn; departId: AnyColumn }): SQL | undefined {
  if (scope.kind === "tenant") return undefined;
  if (scope.kind === "self") return eq(columns.userId, scope.userId);
  return scope.departIds.length > 0 ? inArray(columns.departId, scope.departIds) : sql`false`;
}

/** True when a user placed in the department would be in the scope. */
export function departInScope(scope: DataScope, departId: string): boolean {
  return scope.kind === "tenant" || scope.departIds.includes(departId);
}

/** A short key that tells scopes apart, for caches of scoped lists. */
export function scopeKey(scope: DataScope): string {
  if (scope.kind === "tenant") return "tenant";
  return scope.kind === "unit" ? `unit:${scope.unitId}` : `self:${scope.userId}`;
}

/** The codes that change users: holding one makes a caller a user administrator (viewing alone does not). */
export const USER_MANAGING_CODES: readonly string[] = [
  ELEMENTS.userAdd,
  ELEMENTS.userEdit,
  ELEMENTS.userDel,
  ELEMENTS.userResetPassword,
];

/**
 * User administration reaches every tenant for a user administrator of the super tenant whose scope is their whole
 * tenant; everyone else (an ordinary tenant's administrators, the super tenant's unit-scoped ones and its viewers)
 * keeps their own tenant. This widening is for user administration only: every other module stays in the tenant.
 */
export function spansAllTenants(caller: { superTenant: boolean; scope: DataScope; codes: ReadonlySet<string> }) {
  return (
    caller.superTenant && caller.scope.kind === "tenant" && USER_MANAGING_CODES.some((code) => caller.codes.has(code))
  );
}

/** The caller's user-administration scope: their data scope, and whether it reaches every tenant. */
export async function requestUserAdminScope(request: FastifyRequest, deps: { db: Executor; cache: AccessCache }) {
  const auth = caller(request);
  const scope = await requestDataScope(request, deps);
  const superTenant = await isSuperTenant(deps.db, deps.cache, auth.tenantId);
  return { scope, allTenants: spansAllTenants({ superTenant, scope, codes: auth.codes }) };
}
