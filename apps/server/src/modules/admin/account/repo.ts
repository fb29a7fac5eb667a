import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { files, menus, portalLinks } from "../../../db/schema";

export async function findPermittedMenus(db: Executor, userId: string, isSuperAdmin: boolean) {
  const permitted = isSuperAdmin
    ? eq(menus.enabled, true)
    : and(
        eq(menus.enabled, true),
        sql`${menus.id} in (
          select ra.resource_id from resource_authorities ra
          join group_members gm on gm.group_id = ra.group_id
          where gm.user_id = ${userId} and ra.resource_type = 'menu' and ra.grant = 'use')`,
      );
  return db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      code: menus.code,
      title: menus.title,
      titleEn: menus.titleEn,
      icon: menus.icon,
      orderNum: menus.orderNum,
      path: menus.path,
    })
    .from(menus)
    .where(permitted)
    .orderBy(asc(menus.orderNum), asc(menus.code));
}

export async function findPortalLinks(db: Executor, tenantId: string) {
  return db.select().from(portalLinks).where(eq(portalLinks.tenantId, tenantId)).orderBy(asc(portalLinks.orderNum));
}

export async function insertFile(db: Executor, row: typeof files.$inferInsert) {
  await db.insert(files).values(row);
}

export async function findFile(db: Executor, id: string) {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0] ?? null;
}
