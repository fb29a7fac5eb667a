import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../client";
import * as t from "../schema";
import type { Structure } from "./structure";

/** The settings row holding the structure a database has received: `{hash, applied: [item keys]}`. */
export const STRUCTURE_VERSION_KEY = "structure.version";

/** The first key of the two-key advisory lock: "STR"; jobs use "JOB" (modules/jobs/lock.ts). */
const STRUCTURE_LOCK_CLASS = 0x535452;

interface StructureRecord {
  hash: string;
  applied: string[];
}

/** True when the database has received this structure: what every start after the first asks, in one query. */
export async function structureApplied(db: Executor, structure: Structure): Promise<boolean> {
  const [row] = await db
    .select({ hash: sql<string>`${t.settings.value}->>'hash'` })
    .from(t.settings)
    .where(eq(t.settings.key, STRUCTURE_VERSION_KEY));
  return row?.hash === structure.hash;
}

/**
 * Holds the structure lock until the transaction ends, so instances starting at once on one PostgreSQL seed and
 * sync one after the other (PGlite is one session in one process: there the lock is re-entrant and costs nothing).
 */
export async function lockStructure(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${STRUCTURE_LOCK_CLASS}::int, 0)`);
}

/**
 * Brings a database up to this release's structure (run under `lockStructure`, in one transaction): inserts each
 * menu, element, element route, seeded role group's grant, job and dictionary entry of the tenant it lacks, and
 * changes nothing that exists, so what an administrator edited stays as they left it. The database records the
 * keys it has received: an item it had before and lacks now was removed by an administrator and stays removed.
 * Without a record (an empty database, or one seeded before this sync existed) every missing item is added,
 * except grants: a missing grant of a menu or element that exists may have been withdrawn, so only the grants of
 * the menus and elements added now are given. Returns how many rows it added.
 */
export async function syncStructure(tx: Executor, structure: Structure, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ value: t.settings.value })
    .from(t.settings)
    .where(eq(t.settings.key, STRUCTURE_VERSION_KEY));
  const record = row?.value as StructureRecord | undefined;
  // another instance may have synced while this one waited for the lock
  if (record?.hash === structure.hash) return 0;
  const applied = record ? new Set(record.applied) : null;
  const received = new Set<string>();
  const added = new Set<string>();
  /**
   * Records an item the database has, had, or gets now; true when it is to be inserted. An item that cannot be
   * placed (its menu, parent type or role group was removed) is left for a later release to place.
   */
  const take = (key: string, present: boolean, placeable: boolean) => {
    if (!present && !applied?.has(key) && !placeable) return false;
    received.add(key);
    if (present || applied?.has(key)) return false;
    added.add(key);
    return true;
  };

  // menus: found under their parent by code, or by path (an administrator's menu may sit where ours would)
  const menuRows = await tx
    .select({ id: t.menus.id, parentId: t.menus.parentId, code: t.menus.code, path: t.menus.path })
    .from(t.menus);
  const menuById = new Map(menuRows.map((m) => [m.id, m]));
  const menuIds = new Map<string, string>();
  for (const m of menuRows) {
    const parent = m.parentId ? menuById.get(m.parentId) : null;
    if (!m.parentId) menuIds.set(m.code, m.id);
    else if (parent && !parent.parentId) menuIds.set(`${parent.code}/${m.code}`, m.id);
  }
  const menuByPath = new Map(menuRows.map((m) => [m.path, m.id]));
  const newMenus: (typeof t.menus.$inferInsert)[] = [];
  for (const item of structure.menus) {
    const existing = menuIds.get(item.menu) ?? menuByPath.get(item.path);
    if (existing) menuIds.set(item.menu, existing);
    const parentId = item.parentMenu === null ? null : menuIds.get(item.parentMenu);
    if (!take(item.key, Boolean(existing), parentId !== undefined)) continue;
    const id = randomUUID();
    menuIds.set(item.menu, id);
    const { key: _key, menu: _menu, parentMenu: _parentMenu, ...values } = item;
    newMenus.push({ id, parentId, ...values });
  }
  await insertAll(tx, t.menus, newMenus);

  const elementRows = await tx.select({ id: t.elements.id, code: t.elements.code }).from(t.elements);
  const elementIds = new Map(elementRows.map((e) => [e.code, e.id]));
  const newElements: (typeof t.elements.$inferInsert)[] = [];
  for (const item of structure.elements) {
    const menuId = menuIds.get(item.menu);
    if (!take(item.key, elementIds.has(item.code), menuId !== undefined) || !menuId) continue;
    const id = randomUUID();
    elementIds.set(item.code, id);
    newElements.push({ id, menuId, code: item.code, type: item.type, name: item.name, nameEn: item.nameEn });
  }
  await insertAll(tx, t.elements, newElements);

  const routeRows = await tx.select().from(t.elementRoutes);
  const routeKeys = new Set(routeRows.map((r) => `${r.elementId} ${r.method} ${r.route}`));
  const newRoutes: (typeof t.elementRoutes.$inferInsert)[] = [];
  for (const item of structure.routes) {
    const elementId = elementIds.get(item.element);
    const present = routeKeys.has(`${elementId} ${item.method} ${item.route}`);
    if (!take(item.key, present, elementId !== undefined) || !elementId) continue;
    newRoutes.push({ elementId, method: item.method, route: item.route });
  }
  await insertAll(tx, t.elementRoutes, newRoutes);

  const withdrawable = (resourceKey: string) => !applied && !added.has(resourceKey);
  await syncGrants(tx, structure, tenantId, { menuIds, elementIds, take, withdrawable });
  await syncJobs(tx, structure, tenantId, take);
  await syncDictionary(tx, structure, tenantId, take);

  await tx
    .insert(t.settings)
    .values({ key: STRUCTURE_VERSION_KEY, value: { hash: structure.hash, applied: [...received] } })
    .onConflictDoUpdate({ target: t.settings.key, set: { value: sql`excluded.value` } });
  return added.size;
}

type Take = (key: string, present: boolean, placeable: boolean) => boolean;

async function syncGrants(
  tx: Executor,
  structure: Structure,
  tenantId: string,
  ctx: {
    menuIds: Map<string, string>;
    elementIds: Map<string, string>;
    take: Take;
    /** without a record, a missing grant of a resource that was there may have been withdrawn */
    withdrawable: (resourceKey: string) => boolean;
  },
) {
  const groupRows = await tx
    .select({ id: t.groups.id, code: t.groups.code })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), isNull(t.groups.parentId)));
  const groupIds = new Map(groupRows.map((g) => [g.code, g.id]));
  const held = new Set<string>();
  if (groupRows.length > 0) {
    const rows = await tx
      .select()
      .from(t.resourceAuthorities)
      .where(inArray(t.resourceAuthorities.groupId, [...groupIds.values()]));
    for (const r of rows) held.add(`${r.groupId} ${r.resourceType} ${r.resourceId} ${r.grant}`);
  }
  const newGrants: (typeof t.resourceAuthorities.$inferInsert)[] = [];
  for (const item of structure.grants) {
    const groupId = groupIds.get(item.role);
    const { resource } = item;
    const resourceKey = resource.type === "menu" ? `menu:${resource.menu}` : `element:${resource.code}`;
    const resourceId = resource.type === "menu" ? ctx.menuIds.get(resource.menu) : ctx.elementIds.get(resource.code);
    const placeable = groupId !== undefined && resourceId !== undefined;
    const present = held.has(`${groupId} ${resource.type} ${resourceId} ${item.grant}`);
    if (!ctx.take(item.key, present || (placeable && ctx.withdrawable(resourceKey)), placeable)) continue;
    if (!groupId || !resourceId) continue;
    newGrants.push({ groupId, resourceType: resource.type, resourceId, grant: item.grant });
  }
  await insertAll(tx, t.resourceAuthorities, newGrants);
}

/** A job is the tenant's already when one runs the same handler or has the same name. */
async function syncJobs(tx: Executor, structure: Structure, tenantId: string, take: Take) {
  const rows = await tx
    .select({ name: t.jobs.name, handler: t.jobs.handler })
    .from(t.jobs)
    .where(eq(t.jobs.tenantId, tenantId));
  const newJobs = structure.jobs
    .filter(({ key, name, handler }) =>
      take(
        key,
        rows.some((r) => r.handler === handler || r.name === name),
        true,
      ),
    )
    .map(({ key: _key, ...job }) => ({ id: randomUUID(), tenantId, ...job }));
  await insertAll(tx, t.jobs, newJobs);
}

async function syncDictionary(tx: Executor, structure: Structure, tenantId: string, take: Take) {
  const typeRows = await tx
    .select({ id: t.dictTypes.id, code: t.dictTypes.code })
    .from(t.dictTypes)
    .where(eq(t.dictTypes.tenantId, tenantId));
  const typeIds = new Map(typeRows.map((r) => [r.code, r.id]));
  const newTypes: (typeof t.dictTypes.$inferInsert)[] = [];
  for (const item of structure.dictTypes) {
    const parentId = item.parentCode === null ? null : typeIds.get(item.parentCode);
    if (!take(item.key, typeIds.has(item.code), parentId !== undefined) || parentId === undefined) continue;
    const id = randomUUID();
    typeIds.set(item.code, id);
    newTypes.push({
      id,
      tenantId,
      parentId,
      code: item.code,
      name: item.name,
      nameEn: item.nameEn,
      orderNum: item.orderNum,
    });
  }
  await insertAll(tx, t.dictTypes, newTypes);

  const valueRows =
    typeRows.length === 0
      ? []
      : await tx
          .select({ typeId: t.dictValues.typeId, code: t.dictValues.code, value: t.dictValues.value })
          .from(t.dictValues)
          .where(
            inArray(
              t.dictValues.typeId,
              typeRows.map((r) => r.id),
            ),
          );
  const values = new Set(valueRows.flatMap((v) => [`${v.typeId} value ${v.value}`, `${v.typeId} code ${v.code}`]));
  const newValues: (typeof t.dictValues.$inferInsert)[] = [];
  for (const item of structure.dictValues) {
    const typeId = typeIds.get(item.typeCode);
    const present = values.has(`${typeId} value ${item.value}`) || values.has(`${typeId} code ${item.code}`);
    if (!take(item.key, present, typeId !== undefined) || !typeId) continue;
    const { key: _key, typeCode: _typeCode, ...value } = item;
    newValues.push({ id: randomUUID(), typeId, ...value });
  }
  await insertAll(tx, t.dictValues, newValues);
}

/** Inserts in slices (a statement holds at most 65,535 parameters); a row someone else inserted meanwhile is kept. */
async function insertAll<T extends PgTable>(tx: Executor, table: T, rows: T["$inferInsert"][]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
