import type { ElementType, GrantLevel, GroupDataScope, MenuType, UserRef } from "@zcps/contracts/roles";
import { and, asc, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import {
  departs,
  elements,
  groupMembers,
  groups,
  groupTypes,
  menus,
  resourceAuthorities,
  users,
} from "../../../db/schema";
import type { ResourceSets } from "./authority";

export interface GroupRow {
  id: string;
  parentId: string | null;
  groupTypeId: string;
  code: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  orderNum: number;
  dataScope: GroupDataScope;
  memberCount: number;
}

const groupColumns = {
  id: groups.id,
  parentId: groups.parentId,
  groupTypeId: sql<string>`${groups.groupTypeId}`,
  code: groups.code,
  name: groups.name,
  nameEn: groups.nameEn,
  description: groups.description,
  orderNum: groups.orderNum,
  dataScope: sql<GroupDataScope>`${groups.dataScope}`,
  memberCount: sql<number>`(select count(*)::int from ${groupMembers} gm where gm.group_id = "groups"."id")`,
};

export async function listGroups(db: Executor, tenantId: string, groupTypeId?: string): Promise<GroupRow[]> {
  return db
    .select(groupColumns)
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), groupTypeId ? eq(groups.groupTypeId, groupTypeId) : undefined))
    .orderBy(asc(groups.orderNum), asc(groups.code));
}

export async function findGroup(db: Executor, tenantId: string, id: string): Promise<GroupRow | null> {
  const rows = await db
    .select(groupColumns)
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.tenantId, tenantId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function groupTypeExists(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: groupTypes.id })
    .from(groupTypes)
    .where(and(eq(groupTypes.id, id), eq(groupTypes.tenantId, tenantId)))
    .limit(1);
  return rows.length === 1;
}

export async function codeTaken(db: Executor, tenantId: string, code: string, excludeId?: string) {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.tenantId, tenantId),
        sql`lower(${groups.code}) = lower(${code})`,
        excludeId ? ne(groups.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertGroup(db: Executor, row: typeof groups.$inferInsert) {
  await db.insert(groups).values(row);
}

export async function updateGroup(
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof groups.$inferInsert>,
) {
  const rows = await db
    .update(groups)
    .set(values)
    .where(and(eq(groups.id, id), eq(groups.tenantId, tenantId)))
    .returning({ id: groups.id });
  return rows.length === 1;
}

export async function countChildren(db: Executor, tenantId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.parentId, id)));
  return row?.n ?? 0;
}

/** Deletes a group; its memberships and grants go with it (foreign keys cascade). */
export async function deleteGroup(db: Executor, tenantId: string, id: string) {
  await db.delete(groups).where(and(eq(groups.id, id), eq(groups.tenantId, tenantId)));
}

const userRefColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  departName: departs.name,
};

export async function findMembers(db: Executor, groupId: string): Promise<(UserRef & { isLeader: boolean })[]> {
  return db
    .select({ ...userRefColumns, isLeader: groupMembers.isLeader })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(departs, eq(departs.id, users.departId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
}

export async function memberIds(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.userId);
}

/** Of the given ids, those of live users of the tenant. */
export async function liveUsersOfTenant(db: Executor, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`
    select u.id from users u
    where u.tenant_id = ${tenantId} and u.deleted_at is null
      and u.id in (select value from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

export async function replaceMembers(db: Executor, groupId: string, rows: { userId: string; isLeader: boolean }[]) {
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (rows.length > 0) await db.insert(groupMembers).values(rows.map((r) => ({ groupId, ...r })));
}

/** Users of the tenant to choose as members or leaders: name or account contains the keyword. */
export async function searchUsers(db: Executor, tenantId: string, keyword: string | undefined, limit: number) {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId), isNull(users.deletedAt)];
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern)));
  }
  return db
    .select(userRefColumns)
    .from(users)
    .leftJoin(departs, eq(departs.id, users.departId))
    .where(and(...conditions))
    .orderBy(asc(users.username))
    .limit(limit);
}

export interface MenuFacts {
  id: string;
  parentId: string | null;
  code: string;
  title: string;
  titleEn: string;
  type: MenuType;
  enabled: boolean;
}

export interface ElementFacts {
  id: string;
  menuId: string;
  code: string;
  type: ElementType;
  name: string;
  nameEn: string;
}

/** Every menu and element, in display order: what authority is granted over. */
export async function loadResources(db: Executor): Promise<{ menus: MenuFacts[]; elements: ElementFacts[] }> {
  const [menuRows, elementRows] = await Promise.all([
    db
      .select({
        id: menus.id,
        parentId: menus.parentId,
        code: menus.code,
        title: menus.title,
        titleEn: menus.titleEn,
        type: sql<MenuType>`${menus.type}`,
        enabled: menus.enabled,
      })
      .from(menus)
      .orderBy(asc(menus.orderNum), asc(menus.code)),
    db
      .select({
        id: elements.id,
        menuId: elements.menuId,
        code: elements.code,
        type: sql<ElementType>`${elements.type}`,
        name: elements.name,
        nameEn: elements.nameEn,
      })
      .from(elements)
      .orderBy(asc(elements.code)),
  ]);
  return { menus: menuRows, elements: elementRows };
}

/** What a group holds at one level. */
export async function groupAuthority(db: Executor, groupId: string, level: GrantLevel): Promise<ResourceSets> {
  const rows = await db
    .select({ type: resourceAuthorities.resourceType, id: resourceAuthorities.resourceId })
    .from(resourceAuthorities)
    .where(and(eq(resourceAuthorities.groupId, groupId), eq(resourceAuthorities.grant, level)));
  return toSets(rows);
}

/** What a user may grant onward: the "grant" rows of every group they belong to or lead. */
export async function grantRowsOfUser(db: Executor, userId: string): Promise<ResourceSets> {
  const rows = await db
    .selectDistinct({ type: resourceAuthorities.resourceType, id: resourceAuthorities.resourceId })
    .from(resourceAuthorities)
    .innerJoin(groupMembers, eq(groupMembers.groupId, resourceAuthorities.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(resourceAuthorities.grant, "grant")));
  return toSets(rows);
}

function toSets(rows: { type: string; id: string }[]): ResourceSets {
  const sets: ResourceSets = { menus: new Set(), elements: new Set() };
  for (const row of rows) (row.type === "menu" ? sets.menus : sets.elements).add(row.id);
  return sets;
}

const asRecords = (sets: ResourceSets) =>
  JSON.stringify([
    ...[...sets.menus].map((id) => ({ t: "menu", id })),
    ...[...sets.elements].map((id) => ({ t: "element", id })),
  ]);

/**
 * Takes grants away and adds grants at one level: at most two set-based statements (joined against the ids
 * passed as one JSON parameter), whatever the size.
 */
export async function changeAuthority(
  db: Executor,
  groupId: string,
  level: GrantLevel,
  change: { revoke: ResourceSets; add: ResourceSets },
) {
  if (change.revoke.menus.size + change.revoke.elements.size > 0) {
    await db.execute(sql`
      delete from resource_authorities ra
      using jsonb_to_recordset(${asRecords(change.revoke)}::jsonb) as g(t text, id text)
      where ra.group_id = ${groupId} and ra.grant = ${level} and ra.resource_type = g.t and ra.resource_id = g.id`);
  }
  if (change.add.menus.size + change.add.elements.size > 0) {
    await db.execute(sql`
      insert into resource_authorities (group_id, resource_type, resource_id, "grant")
      select ${groupId}, g.t, g.id, ${level} from jsonb_to_recordset(${asRecords(change.add)}::jsonb) as g(t text, id text)
      on conflict do nothing`);
  }
}
