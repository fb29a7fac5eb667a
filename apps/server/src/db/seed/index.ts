import { randomUUID } from "node:crypto";
import { ELEMENT_DEFS, MENU_TREE, menuPath } from "@zcps/contracts/menus";
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import { hashPassword } from "../../platform/passwords";
import { sha256 } from "../../platform/tokens";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { seedDictionary } from "./dictionary";
import { seedJobs } from "./jobs";
import { DEPARTS, PORTAL_LINKS, SCHOOL } from "./reference-data";
import { seedRoleGrantLevels } from "./role-grants";
import { ROLE_SEEDS } from "./roles";

export const DEFAULT_TENANT_ID = "default";
export const DEMO_PASSWORD = "Demo@2026";

export interface SeedResult {
  seeded: boolean;
  demoAccounts: string[];
}

/** Seeds an empty database once: structure always, demo school and accounts when SEED=demo. */
export async function seedDatabase(db: Db, config: Config): Promise<SeedResult> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(t.tenants);
  const demo = config.SEED === "demo";
  if ((existing?.n ?? 0) > 0) return { seeded: false, demoAccounts: demo ? demoAccounts() : [] };
  const adminPassword = demo ? DEMO_PASSWORD : config.ADMIN_PASSWORD;
  if (!adminPassword) throw new Error("ADMIN_PASSWORD must be set to start without demo data (SEED=none)");
  const demoHash = await hashPassword(adminPassword);

  await db.transaction(async (tx) => {
    await tx.insert(t.tenants).values({ id: DEFAULT_TENANT_ID, code: "default", name: SCHOOL.name, isSuper: true });
    await tx.insert(t.oauthClients).values({
      id: randomUUID(),
      clientId: config.OAUTH_CLIENT_ID,
      secretHash: sha256(config.OAUTH_CLIENT_SECRET),
      name: "Console",
      accessTokenSeconds: config.TOKEN_TTL_SECONDS,
    });
    const menuIds = await seedMenus(tx);
    const departIds = await seedDeparts(tx);
    await seedDictionary(tx, DEFAULT_TENANT_ID);
    const adminId = randomUUID();
    await tx.insert(t.users).values({
      id: adminId,
      tenantId: DEFAULT_TENANT_ID,
      username: "admin",
      passwordHash: demoHash,
      name: "系统管理员",
      departId: departIds.get("hr"),
      mobilePhone: "13800000000",
      email: "admin@example.edu.cn",
      sex: "1",
      nation: "01",
      no: "A0001",
      isSuperAdmin: true,
    });
    await tx.update(t.tenants).set({ ownerId: adminId });
    const groupIds = await seedRoleGroups(tx, menuIds);
    await seedRoleGrantLevels(tx, DEFAULT_TENANT_ID);
    await seedJobs(tx, DEFAULT_TENANT_ID, config);
    if (demo) {
      await seedDemoUsers(tx, demoHash, departIds, groupIds);
      await seedDemoProjects(tx);
      await tx.insert(t.portalLinks).values(
        PORTAL_LINKS.map(([title, titleEn, url], i) => ({
          id: randomUUID(),
          tenantId: DEFAULT_TENANT_ID,
          title,
          titleEn,
          url,
          orderNum: i,
        })),
      );
    }
  });
  return { seeded: true, demoAccounts: demo ? demoAccounts() : [] };
}

function demoAccounts(): string[] {
  return ["admin", ...ROLE_SEEDS.map((r) => r.user.username)];
}

/** Writes MENU_TREE and the element codes; returns menu ids by "group" and "group/child". */
async function seedMenus(tx: Executor): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows: (typeof t.menus.$inferInsert)[] = [];
  MENU_TREE.forEach((group, gi) => {
    const groupId = randomUUID();
    ids.set(group.code, groupId);
    rows.push({
      id: groupId,
      code: group.code,
      title: group.zh,
      titleEn: group.en,
      icon: group.icon,
      type: "dirt",
      path: `/${group.code}`,
      orderNum: gi,
    });
    (group.children ?? []).forEach((child, ci) => {
      const childId = randomUUID();
      ids.set(`${group.code}/${child.code}`, childId);
      rows.push({
        id: childId,
        parentId: groupId,
        code: child.code,
        title: child.zh,
        titleEn: child.en,
        icon: child.icon,
        type: "menu",
        path: menuPath(group.code, child),
        orderNum: ci,
      });
    });
  });
  await tx.insert(t.menus).values(rows);
  for (const def of ELEMENT_DEFS) {
    const menuId = ids.get(def.menu);
    if (!menuId) throw new Error(`element ${def.code} names an unknown menu ${def.menu}`);
    const elementId = randomUUID();
    await tx
      .insert(t.elements)
      .values({ id: elementId, menuId, code: def.code, type: def.type, name: def.zh, nameEn: def.en });
    await tx.insert(t.elementRoutes).values(def.routes.map(([method, route]) => ({ elementId, method, route })));
  }
  return ids;
}

async function seedDeparts(tx: Executor): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rootId = randomUUID();
  ids.set(SCHOOL.code, rootId);
  await tx.insert(t.departs).values({
    id: rootId,
    tenantId: DEFAULT_TENANT_ID,
    code: SCHOOL.code,
    name: SCHOOL.name,
    nameEn: SCHOOL.nameEn,
    type: SCHOOL.type,
  });
  const rows = DEPARTS.map((d, i) => {
    const id = randomUUID();
    ids.set(d.code, id);
    return {
      id,
      tenantId: DEFAULT_TENANT_ID,
      parentId: rootId,
      code: d.code,
      name: d.name,
      nameEn: d.nameEn,
      type: d.type,
      orderNum: i,
    };
  });
  await tx.insert(t.departs).values(rows);
  return ids;
}

/** One role group per role, granted its menus (a group grant covers its children) and elements. */
async function seedRoleGroups(tx: Executor, menuIds: Map<string, string>): Promise<Map<string, string>> {
  const typeId = randomUUID();
  await tx.insert(t.groupTypes).values({ id: typeId, tenantId: DEFAULT_TENANT_ID, code: "role", name: "角色组" });
  const elementRows = await tx.select({ id: t.elements.id, code: t.elements.code }).from(t.elements);
  const elementIds = new Map(elementRows.map((e) => [e.code, e.id]));
  const groupIds = new Map<string, string>();
  for (const role of ROLE_SEEDS) {
    const groupId = randomUUID();
    groupIds.set(role.code, groupId);
    await tx.insert(t.groups).values({
      id: groupId,
      tenantId: DEFAULT_TENANT_ID,
      groupTypeId: typeId,
      code: role.code,
      name: role.zh,
      nameEn: role.en,
      dataScope: role.dataScope ?? "tenant",
    });
    const granted = new Set<string>();
    for (const grant of role.menus) {
      const [groupCode] = grant.split("/") as [string];
      granted.add(groupCode);
      if (grant.includes("/")) granted.add(grant);
      else for (const key of menuIds.keys()) if (key.startsWith(`${groupCode}/`)) granted.add(key);
    }
    const rows = [...granted].map((key) => {
      const resourceId = menuIds.get(key);
      if (!resourceId) throw new Error(`role ${role.code} names an unknown menu ${key}`);
      return { groupId, resourceType: "menu", resourceId, grant: "use" };
    });
    for (const code of role.elements ?? []) {
      rows.push({ groupId, resourceType: "element", resourceId: elementIds.get(code) as string, grant: "use" });
    }
    await tx.insert(t.resourceAuthorities).values(rows);
  }
  return groupIds;
}

async function seedDemoUsers(
  tx: Executor,
  hash: string,
  departIds: Map<string, string>,
  groupIds: Map<string, string>,
) {
  let n = 1;
  for (const role of ROLE_SEEDS) {
    n += 1;
    const id = randomUUID();
    const suffix = String(n).padStart(2, "0");
    await tx.insert(t.users).values({
      id,
      tenantId: DEFAULT_TENANT_ID,
      username: role.user.username,
      passwordHash: hash,
      name: role.user.name,
      departId: departIds.get(role.user.depart),
      mobilePhone: `138000000${suffix}`,
      email: `${role.user.username.replace(/_/g, ".")}@example.edu.cn`,
      no: `T00${suffix}`,
      idNo: `1101011980010100${suffix}`,
      sex: n % 2 === 0 ? "1" : "2",
      nation: "01",
      description: role.zh,
    });
    await tx.insert(t.groupMembers).values({ groupId: groupIds.get(role.code) as string, userId: id });
  }
}

async function seedDemoProjects(tx: Executor) {
  const current = randomUUID();
  const previous = randomUUID();
  await tx.insert(t.projects).values([
    {
      id: current,
      tenantId: DEFAULT_TENANT_ID,
      name: "2026 年度专业技术职务评审",
      nameEn: "2026 Professional Title Evaluation",
      year: 2026,
      enabled: true,
    },
    {
      id: previous,
      tenantId: DEFAULT_TENANT_ID,
      name: "2025 年度专业技术职务评审",
      nameEn: "2025 Professional Title Evaluation",
      year: 2025,
      enabled: false,
    },
  ]);
  await tx.insert(t.projectTimes).values([
    {
      id: randomUUID(),
      projectId: current,
      name: "常规批",
      nameEn: "Regular batch",
      kind: "normal",
      enabled: true,
      startsAt: new Date("2026-09-01T00:00:00+08:00"),
      endsAt: new Date("2026-12-31T23:59:59+08:00"),
    },
    {
      id: randomUUID(),
      projectId: current,
      name: "绿色通道批",
      nameEn: "Talent green-channel batch",
      kind: "green",
      enabled: false,
    },
    { id: randomUUID(), projectId: previous, name: "常规批", nameEn: "Regular batch", kind: "normal", enabled: false },
  ]);
}
