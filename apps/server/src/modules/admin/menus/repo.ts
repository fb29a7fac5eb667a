import type { ApiRouteRef, ElementRow, ElementType, MenuType } from "@zcps/contracts/roles";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { elementRoutes, elements, menus, resourceAuthorities, tenants } from "../../../db/schema";

export interface MenuRow {
  id: string;
  parentId: string | null;
  code: string;
  title: string;
  titleEn: string;
  icon: string | null;
  type: MenuType;
  path: string;
  orderNum: number;
  enabled: boolean;
  description: string | null;
  elementCount: number;
}

const menuColumns = {
  id: menus.id,
  parentId: menus.parentId,
  code: menus.code,
  title: menus.title,
  titleEn: menus.titleEn,
  icon: menus.icon,
  type: sql<MenuType>`${menus.type}`,
  path: menus.path,
  orderNum: menus.orderNum,
  enabled: menus.enabled,
  description: menus.description,
  elementCount: sql<number>`(select count(*)::int from ${elements} e where e.menu_id = "menus"."id")`,
};

/** Every menu, enabled or not, in display order. */
export async function listMenus(db: Executor): Promise<MenuRow[]> {
  return db.select(menuColumns).from(menus).orderBy(asc(menus.orderNum), asc(menus.code));
}

export async function findMenu(db: Executor, id: string): Promise<MenuRow | null> {
  const rows = await db.select(menuColumns).from(menus).where(eq(menus.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertMenu(db: Executor, row: typeof menus.$inferInsert) {
  await db.insert(menus).values(row);
}

export async function updateMenu(db: Executor, id: string, values: Partial<typeof menus.$inferInsert>) {
  await db.update(menus).set(values).where(eq(menus.id, id));
}

/** Rewrites many menus' paths in one statement (a moved or renamed subtree). */
export async function updatePaths(db: Executor, paths: { id: string; path: string }[]) {
  if (paths.length === 0) return;
  await db.execute(sql`
    update menus m set path = x.path
    from jsonb_to_recordset(${JSON.stringify(paths)}::jsonb) as x(id text, path text)
    where m.id = x.id`);
}

/** Sets the order of siblings in one statement. */
export async function updateOrder(db: Executor, order: { id: string; orderNum: number }[]) {
  if (order.length === 0) return;
  await db.execute(sql`
    update menus m set order_num = x.n
    from jsonb_to_recordset(${JSON.stringify(order.map((o) => ({ id: o.id, n: o.orderNum })))}::jsonb)
      as x(id text, n int)
    where m.id = x.id`);
}

export async function countChildren(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(menus).where(eq(menus.parentId, id));
  return row?.n ?? 0;
}

/** Deletes a menu and the grants that named it (authorities have no foreign key: they name menus or elements). */
export async function deleteMenu(db: Executor, id: string) {
  await db
    .delete(resourceAuthorities)
    .where(and(eq(resourceAuthorities.resourceType, "menu"), eq(resourceAuthorities.resourceId, id)));
  await db.delete(menus).where(eq(menus.id, id));
}

export async function isSuperTenant(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db.select({ isSuper: tenants.isSuper }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.isSuper ?? false;
}

const routesOf = sql<ApiRouteRef[]>`coalesce((
  select json_agg(json_build_object('method', r.method, 'route', r.route) order by r.route, r.method)
  from ${elementRoutes} r where r.element_id = "elements"."id"), '[]'::json)`;

const elementColumns = {
  id: elements.id,
  menuId: elements.menuId,
  code: elements.code,
  type: sql<ElementType>`${elements.type}`,
  name: elements.name,
  nameEn: elements.nameEn,
  description: elements.description,
  routes: routesOf,
};

export interface ElementFilter {
  menuId: string;
  name?: string;
  page: number;
  limit: number;
}

export async function pageElements(
  db: Executor,
  filter: ElementFilter,
): Promise<{ rows: ElementRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(elements.menuId, filter.menuId)];
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    conditions.push(or(ilike(elements.code, pattern), ilike(elements.name, pattern), ilike(elements.nameEn, pattern)));
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(elements).where(where);
  const rows = await db
    .select(elementColumns)
    .from(elements)
    .where(where)
    .orderBy(asc(elements.code))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: count?.n ?? 0 };
}

export async function findElement(db: Executor, id: string): Promise<ElementRow | null> {
  const rows = await db.select(elementColumns).from(elements).where(eq(elements.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function elementCodeTaken(db: Executor, code: string, excludeId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: elements.id })
    .from(elements)
    .where(
      and(sql`lower(${elements.code}) = lower(${code})`, excludeId ? sql`${elements.id} <> ${excludeId}` : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countElements(db: Executor, menuId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(elements).where(eq(elements.menuId, menuId));
  return row?.n ?? 0;
}

export async function insertElement(db: Executor, row: typeof elements.$inferInsert) {
  await db.insert(elements).values(row);
}

export async function updateElement(db: Executor, id: string, values: Partial<typeof elements.$inferInsert>) {
  const rows = await db.update(elements).set(values).where(eq(elements.id, id)).returning({ id: elements.id });
  return rows.length === 1;
}

export async function deleteElement(db: Executor, id: string) {
  await db
    .delete(resourceAuthorities)
    .where(and(eq(resourceAuthorities.resourceType, "element"), eq(resourceAuthorities.resourceId, id)));
  const rows = await db.delete(elements).where(eq(elements.id, id)).returning({ id: elements.id });
  return rows.length === 1;
}

/** Replaces the routes an element opens. */
export async function setElementRoutes(db: Executor, elementId: string, routes: ApiRouteRef[]) {
  await db.delete(elementRoutes).where(eq(elementRoutes.elementId, elementId));
  if (routes.length > 0) await db.insert(elementRoutes).values(routes.map((r) => ({ elementId, ...r })));
}

export async function addElementRoute(db: Executor, elementId: string, route: ApiRouteRef) {
  await db
    .insert(elementRoutes)
    .values({ elementId, ...route })
    .onConflictDoNothing();
}

export async function removeElementRoute(db: Executor, elementId: string, route: ApiRouteRef) {
  await db
    .delete(elementRoutes)
    .where(
      and(
        eq(elementRoutes.elementId, elementId),
        eq(elementRoutes.method, route.method),
        eq(elementRoutes.route, route.route),
      ),
    );
}
