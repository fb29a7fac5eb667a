import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";
import { ROLE_SEEDS } from "./roles";

/**
 * The "grant" level of the demo roles (may grant onward): a role's `grants` name whole top-level menus ("zcps")
 * or children ("baseManager/userManager") and element codes; each menu brings its ancestors, as a grant made in
 * the authority dialog would. The super administrator needs no rows: they may grant everything.
 */
export async function seedRoleGrantLevels(tx: Executor, tenantId: string) {
  const menuRows = await tx.select({ id: t.menus.id, parentId: t.menus.parentId, code: t.menus.code }).from(t.menus);
  const topLevel = new Map(menuRows.filter((m) => !m.parentId).map((m) => [m.code, m.id]));
  const parents = new Map(menuRows.map((m) => [m.id, m.parentId]));
  const childrenOf = (parentId: string) => menuRows.filter((m) => m.parentId === parentId);
  const elementRows = await tx.select({ id: t.elements.id, code: t.elements.code }).from(t.elements);
  const elementIds = new Map(elementRows.map((e) => [e.code, e.id]));

  const resolveMenu = (key: string): string[] => {
    const [groupCode, childCode] = key.split("/") as [string, string | undefined];
    const groupId = topLevel.get(groupCode);
    if (!groupId) throw new Error(`unknown menu ${key}`);
    if (!childCode) return [groupId, ...childrenOf(groupId).map((c) => c.id)];
    const child = childrenOf(groupId).find((c) => c.code === childCode);
    if (!child) throw new Error(`unknown menu ${key}`);
    return [child.id];
  };

  for (const role of ROLE_SEEDS) {
    if (!role.grants) continue;
    const [group] = await tx
      .select({ id: t.groups.id })
      .from(t.groups)
      .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, role.code), isNull(t.groups.parentId)));
    if (!group) throw new Error(`role group ${role.code} is not seeded`);
    const menuIds = new Set<string>();
    for (const id of role.grants.menus.flatMap(resolveMenu)) {
      for (let current: string | null | undefined = id; current; current = parents.get(current)) menuIds.add(current);
    }
    const rows = [...menuIds].map((resourceId) => ({
      groupId: group.id,
      resourceType: "menu",
      resourceId,
      grant: "grant",
    }));
    for (const code of role.grants.elements ?? []) {
      const resourceId = elementIds.get(code);
      if (!resourceId) throw new Error(`role ${role.code} names an unknown element ${code}`);
      rows.push({ groupId: group.id, resourceType: "element", resourceId, grant: "grant" });
    }
    if (rows.length > 0) await tx.insert(t.resourceAuthorities).values(rows);
  }
}
