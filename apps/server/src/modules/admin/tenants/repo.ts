import { randomUUID } from "node:crypto";
import type { TenantOption, TenantRow, TenantUser } from "@zcps/contracts/tenants";
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import {
  departs,
  dictTypes,
  dictValues,
  elements,
  groupMembers,
  groups,
  groupTypes,
  holidays,
  menus,
  postRestrictions,
  resourceAuthorities,
  tableSettings,
  tenants,
  titleSeries,
  titles,
  tracks,
  users,
} from "../../../db/schema";

const ownerTenant = alias(tenants, "owner_tenant");
const live = isNull(users.deletedAt);

/**
 * The tables a new tenant's basics live in (its dictionary's values go with their types); deleting a tenant removes
 * them and refuses when anything else is left.
 */
export const BASICS_TABLES = [
  "groups",
  "group_types",
  "departs",
  "dict_types",
  // the title-evaluation starting point (seedTenantTitleEvaluation)
  "title_series",
  "titles",
  "tracks",
  "post_restrictions",
  "holidays",
  "table_settings",
] as const;
/** kept after the tenant is gone: the operation log is history */
const KEPT_TABLES = ["gate_logs"];

function selectTenants(db: Executor) {
  return db
    .select({
      id: tenants.id,
      code: tenants.code,
      name: tenants.name,
      isSuper: tenants.isSuper,
      enabled: tenants.enabled,
      description: tenants.description,
      createdAt: tenants.createdAt,
      updatedAt: tenants.updatedAt,
      ownerId: users.id,
      ownerUsername: users.username,
      ownerName: users.name,
      ownerTenantId: users.tenantId,
      ownerTenantName: ownerTenant.name,
      userCount: sql<number>`(select count(*)::int from ${users} u where u.tenant_id = ${tenants.id}
        and u.deleted_at is null)`,
    })
    .from(tenants)
    .leftJoin(users, and(eq(users.id, tenants.ownerId), live))
    .leftJoin(ownerTenant, eq(ownerTenant.id, users.tenantId));
}

type RawTenant = Awaited<ReturnType<typeof selectTenants>>[number];

function toRow(raw: RawTenant): TenantRow {
  return {
    id: raw.id,
    code: raw.code,
    name: raw.name,
    isSuper: raw.isSuper,
    enabled: raw.enabled,
    description: raw.description,
    owner:
      raw.ownerId && raw.ownerUsername && raw.ownerName && raw.ownerTenantId
        ? {
            id: raw.ownerId,
            username: raw.ownerUsername,
            name: raw.ownerName,
            tenantId: raw.ownerTenantId,
            tenantName: raw.ownerTenantName ?? "",
          }
        : null,
    userCount: raw.userCount,
    createdAt: new Date(raw.createdAt).toISOString(),
    updatedAt: new Date(raw.updatedAt).toISOString(),
  };
}

export interface TenantFilter {
  keyword?: string;
  enabled?: boolean;
  page: number;
  limit: number;
}

export async function pageTenants(db: Executor, filter: TenantFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(or(ilike(tenants.name, pattern), ilike(tenants.code, pattern)));
  }
  if (filter.enabled !== undefined) conditions.push(eq(tenants.enabled, filter.enabled));
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants).where(where);
  const raws = await selectTenants(db)
    .where(where)
    .orderBy(desc(tenants.isSuper), asc(tenants.createdAt), asc(tenants.code))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows: raws.map(toRow), total: count?.n ?? 0 };
}

export async function findTenant(db: Executor, id: string): Promise<TenantRow | null> {
  const [raw] = await selectTenants(db).where(eq(tenants.id, id)).limit(1);
  return raw ? toRow(raw) : null;
}

/**
 * Tenants to choose from in another module's filter or form (users, operation log), the super tenant first; only
 * the tenant `id` when given.
 */
export async function tenantOptions(db: Executor, id?: string): Promise<TenantOption[]> {
  return db
    .select({ id: tenants.id, code: tenants.code, name: tenants.name })
    .from(tenants)
    .where(id ? eq(tenants.id, id) : undefined)
    .orderBy(desc(tenants.isSuper), asc(tenants.createdAt), asc(tenants.code));
}

export async function isCodeAvailable(db: Executor, code: string, excludeId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(sql`lower(${tenants.code}) = lower(${code})`, excludeId ? ne(tenants.id, excludeId) : undefined))
    .limit(1);
  return rows.length === 0;
}

export async function insertTenant(db: Executor, row: typeof tenants.$inferInsert) {
  await db.insert(tenants).values(row);
}

export async function updateTenant(db: Executor, id: string, values: Partial<typeof tenants.$inferInsert>) {
  const rows = await db
    .update(tenants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tenants.id, id))
    .returning({ id: tenants.id });
  return rows.length === 1;
}

export async function insertDepart(db: Executor, row: typeof departs.$inferInsert) {
  await db.insert(departs).values(row);
}

/** A dictionary tree as the seed writes it: types with their values and child types. */
export interface DictionaryNode {
  code: string;
  zh: string;
  en: string;
  values?: readonly (readonly [value: string, zh: string, en: string])[];
  children?: readonly DictionaryNode[];
}

/** Writes the dictionary tree into the tenant; a value's code is `<type code>_<value>`, as in the seeded tenant. */
export async function insertDictionary(db: Executor, tenantId: string, tree: readonly DictionaryNode[]) {
  const types: (typeof dictTypes.$inferInsert)[] = [];
  const values: (typeof dictValues.$inferInsert)[] = [];
  const walk = (nodes: readonly DictionaryNode[], parentId: string | null) => {
    nodes.forEach((node, orderNum) => {
      const id = randomUUID();
      types.push({ id, tenantId, parentId, code: node.code, name: node.zh, nameEn: node.en, orderNum });
      (node.values ?? []).forEach(([value, label, labelEn], i) => {
        values.push({
          id: randomUUID(),
          typeId: id,
          code: `${node.code}_${value}`,
          value,
          label,
          labelEn,
          orderNum: i,
        });
      });
      walk(node.children ?? [], id);
    });
  };
  walk(tree, null);
  if (types.length > 0) await db.insert(dictTypes).values(types);
  if (values.length > 0) await db.insert(dictValues).values(values);
}

export async function insertGroupType(db: Executor, row: typeof groupTypes.$inferInsert) {
  await db.insert(groupTypes).values(row);
}

export async function insertGroup(db: Executor, row: typeof groups.$inferInsert) {
  await db.insert(groups).values(row);
}

/** A menu by its route path (e.g. /baseManager/userManager), its ancestors, and its elements. */
export async function menuWithElements(db: Executor, path: string) {
  const [menu] = await db.select().from(menus).where(eq(menus.path, path)).limit(1);
  if (!menu) return null;
  const menuIds = [menu.id];
  let parentId = menu.parentId;
  for (let depth = 0; parentId && depth < 16; depth++) {
    const [parent] = await db
      .select({ id: menus.id, parentId: menus.parentId })
      .from(menus)
      .where(eq(menus.id, parentId));
    if (!parent) break;
    menuIds.push(parent.id);
    parentId = parent.parentId;
  }
  const elementRows = await db.select({ id: elements.id }).from(elements).where(eq(elements.menuId, menu.id));
  return { menuIds, elementIds: elementRows.map((e) => e.id) };
}

export async function grantResources(db: Executor, rows: (typeof resourceAuthorities.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(resourceAuthorities).values(rows).onConflictDoNothing();
}

export async function insertUser(db: Executor, row: typeof users.$inferInsert) {
  await db.insert(users).values(row);
}

export async function addMember(db: Executor, groupId: string, userId: string, isLeader = false) {
  await db.insert(groupMembers).values({ groupId, userId, isLeader }).onConflictDoNothing();
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, live))
    .limit(1);
  return rows.length > 0;
}

export async function findLiveUser(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row ?? null;
}

export async function ownerOf(db: Executor, tenantId: string): Promise<TenantUser | null> {
  return (await findTenant(db, tenantId))?.owner ?? null;
}

/** Live users of any tenant whose name or account contains the keyword (the owner picker). */
export async function searchUsers(db: Executor, keyword: string, limit: number): Promise<TenantUser[]> {
  const pattern = containsPattern(keyword);
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      tenantId: users.tenantId,
      tenantName: tenants.name,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(live, keyword ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined))
    .orderBy(asc(users.username))
    .limit(limit);
}

/** The top of the tenant's organisation tree (where a moved-in user is placed). */
export async function rootDepart(db: Executor, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: departs.id })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), isNull(departs.parentId)))
    .orderBy(asc(departs.orderNum), asc(departs.code))
    .limit(1);
  return row?.id ?? null;
}

export async function groupByCode(db: Executor, tenantId: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.code, code)))
    .limit(1);
  return row?.id ?? null;
}

/** Moves a user to another tenant: its top department, none of the old tenant's role groups. */
export async function moveUser(db: Executor, userId: string, tenantId: string, departId: string | null) {
  const memberships = db.select({ id: groups.id }).from(groups).where(ne(groups.tenantId, tenantId));
  await db.delete(groupMembers).where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, memberships)));
  await db.update(users).set({ tenantId, departId, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Clears the owner of every tenant the user owned but the given one (a user owns one tenant at most). */
export async function releaseOwnership(db: Executor, userId: string, keepTenantId: string) {
  await db
    .update(tenants)
    .set({ ownerId: null, updatedAt: sql`now()` })
    .where(and(eq(tenants.ownerId, userId), ne(tenants.id, keepTenantId)));
}

export async function tenantUserIds(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
  return rows.map((r) => r.id);
}

export async function countLiveUsers(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), live));
  return row?.n ?? 0;
}

/** Rows of the tenant in any tenant-scoped table but its basics and the log: what keeps it from being deleted. */
export async function countOtherRows(db: Executor, tenantId: string): Promise<number> {
  const tables = (await db.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`)) as unknown as {
    rows: { name: string }[];
  };
  let total = 0;
  for (const { name } of tables.rows) {
    if ((BASICS_TABLES as readonly string[]).includes(name) || KEPT_TABLES.includes(name)) continue;
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} where tenant_id = ${tenantId}`,
    )) as unknown as { rows: { n: number }[] };
    total += result.rows[0]?.n ?? 0;
  }
  return total;
}

export async function deleteTenantWithBasics(db: Executor, tenantId: string) {
  for (const table of [tableSettings, holidays, postRestrictions, tracks, titles, titleSeries])
    await db.delete(table).where(eq(table.tenantId, tenantId));
  await db.delete(dictTypes).where(eq(dictTypes.tenantId, tenantId));
  await db.delete(groups).where(eq(groups.tenantId, tenantId));
  await db.delete(groupTypes).where(eq(groupTypes.tenantId, tenantId));
  // a link between departments must not hold the delete up
  await db.update(departs).set({ parentId: null }).where(eq(departs.tenantId, tenantId));
  await db.delete(departs).where(eq(departs.tenantId, tenantId));
  const rows = await db.delete(tenants).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
  return rows.length === 1;
}
