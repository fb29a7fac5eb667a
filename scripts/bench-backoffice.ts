// Back-office figures for `npm run bench`: a role's authority save at 200 menus × 800 elements, front/menus for a
// user in 40 role groups, and the operation log's overhead on a mutating call (with vs without logging).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import { elements, groupMembers, groups, menus, resourceAuthorities, users } from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import { hashPassword } from "../apps/server/src/platform/passwords";
import { createServer } from "../apps/server/src/server";
import { profileBody } from "./bench-databases";
import { freePort } from "./lib.mjs";

type Started = Awaited<ReturnType<typeof createServer>>;
type LoadFn = (
  name: string,
  url: string,
  token: string | null,
  options?: { method?: string; body?: string },
) => Promise<{
  rps: number;
  p50: number;
  p99: number;
}>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("console:console-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ grant_type: "password", username, password, is_encrypt: "0" }),
  });
  const token = (await res.json()).access_token as string | undefined;
  if (!token) throw new Error(`sign-in of ${username} failed`);
  return token;
}

/** Brings the menu and element tables to 200 menus and 800 elements (the seed has fewer). */
async function growPermissionTables(server: Started) {
  const db = server.deps.db;
  const [menuCount] = await db.select({ n: sql<number>`count(*)::int` }).from(menus);
  const parent = (await db.select({ id: menus.id }).from(menus).where(eq(menus.code, "zcps")))[0]?.id as string;
  for (let i = menuCount?.n ?? 0; i < 200; i++) {
    await db.insert(menus).values({
      id: randomUUID(),
      parentId: parent,
      code: `benchMenu${i}`,
      title: `测试菜单${i}`,
      titleEn: `Bench menu ${i}`,
      type: "menu",
      path: `/zcps/benchMenu${i}`,
      orderNum: 1000 + i,
    });
  }
  const menuIds = (await db.select({ id: menus.id }).from(menus).limit(200)).map((m) => m.id);
  const [elementCount] = await db.select({ n: sql<number>`count(*)::int` }).from(elements);
  const rows = [];
  for (let i = elementCount?.n ?? 0; i < 800; i++) {
    rows.push({
      id: randomUUID(),
      menuId: menuIds[i % menuIds.length] as string,
      code: `bench:element${i}`,
      type: "button",
      name: `测试按钮${i}`,
      nameEn: `Bench button ${i}`,
    });
  }
  if (rows.length > 0) await db.insert(elements).values(rows);
  server.deps.cache.invalidateAll();
  const allMenus = (await db.select({ id: menus.id }).from(menus).limit(200)).map((m) => m.id);
  const allElements = (await db.select({ id: elements.id }).from(elements).limit(800)).map((e) => e.id);
  return { menus: allMenus, elements: allElements };
}

export async function backofficeFigures(server: Started, base: string, load: LoadFn) {
  const admin = await signIn(base, "admin", "Demo@2026");
  const { menus: menuIds, elements: elementIds } = await growPermissionTables(server);
  const roleId = randomUUID();
  await server.deps.db
    .insert(groups)
    .values({ id: roleId, tenantId: DEFAULT_TENANT_ID, code: "bench_role", name: "测试角色" });

  // (1) the authority dialog's save: all 200 menus and 800 elements, then half, alternately (each save is a diff)
  const saveTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const half = i % 2 === 1;
    const body = JSON.stringify({
      menus: half ? menuIds.slice(0, 100) : menuIds,
      elements: half ? elementIds.slice(0, 400) : elementIds,
    });
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/group/${roleId}/authority`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body,
    });
    if (res.status !== 200) throw new Error(`authority save: ${res.status} ${await res.text()}`);
    saveTimes.push(performance.now() - started);
  }
  saveTimes.sort((a, b) => a - b);

  // (2) front/menus for a user who belongs to 40 role groups, each granting a slice of the menus
  const db = server.deps.db;
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    tenantId: DEFAULT_TENANT_ID,
    username: "bench_many_roles",
    passwordHash: await hashPassword("Bench@2026"),
    name: "多角色用户",
  });
  for (let g = 0; g < 40; g++) {
    const id = randomUUID();
    await db.insert(groups).values({ id, tenantId: DEFAULT_TENANT_ID, code: `bench_g${g}`, name: `测试角色${g}` });
    await db.insert(groupMembers).values({ groupId: id, userId });
    await db
      .insert(resourceAuthorities)
      .values(
        menuIds
          .slice(g * 5, g * 5 + 20)
          .map((resourceId) => ({ groupId: id, resourceType: "menu", resourceId, grant: "use" })),
      );
  }
  server.deps.cache.invalidateAll();
  const manyRoles = await signIn(base, "bench_many_roles", "Bench@2026");
  const menus40 = await load("front/menus, 40 role groups", `${base}/api/admin/user/front/menus`, manyRoles);
  const coldMenus: number[] = [];
  for (let i = 0; i < 100; i++) {
    server.deps.cache.invalidateAll();
    const started = performance.now();
    await (
      await fetch(`${base}/api/admin/user/front/menus`, { headers: { authorization: `Bearer ${manyRoles}` } })
    ).arrayBuffer();
    coldMenus.push(performance.now() - started);
  }
  coldMenus.sort((a, b) => a - b);
  return {
    authoritySave: { p50: percentile(saveTimes, 0.5), p99: percentile(saveTimes, 0.99) },
    menus40: { ...menus40, coldP50: percentile(coldMenus, 0.5), coldP99: percentile(coldMenus, 0.99) },
  };
}

/** The same mutating call on two servers, one recording the operation log and one not. */
export async function operationLogOverhead(load: LoadFn) {
  const results: Record<string, { rps: number; p99: number }> = {};
  for (const logged of [true, false]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-bench-log-"));
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      JOB_SCHEDULER: "off",
    });
    const server = await createServer(config, { withoutOperationLog: !logged });
    const port = await freePort();
    await server.app.listen({ port, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, "declarant", "Demo@2026");
    const body = await profileBody(base, token);
    const r = await load(
      logged ? "profile save, logged" : "profile save, not logged",
      `${base}/api/admin/user/front/profile`,
      token,
      {
        method: "PUT",
        body,
      },
    );
    results[logged ? "logged" : "unlogged"] = r;
    await server.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const logged = results.logged as { rps: number; p99: number };
  const unlogged = results.unlogged as { rps: number; p99: number };
  return { logged, unlogged, ratio: logged.rps / unlogged.rps };
}
