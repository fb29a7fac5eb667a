import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DICT_ELEMENT_DEFS, DICT_ELEMENTS } from "@zcps/contracts/elements-dict";
import { ELEMENTS, MENU_TREE } from "@zcps/contracts/menus";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import * as t from "../src/db/schema";
import { seedDatabase } from "../src/db/seed/index";
import { ROLE_SEEDS } from "../src/db/seed/roles";
import { STRUCTURE_VERSION_KEY } from "../src/db/seed/sync";
import { createServer, type Started } from "../src/server";
import { createClient, data, requestToken } from "./client";
import { DEMO_PASSWORD, encrypt, startTestServer, type TestServer } from "./harness";

/**
 * A database seeded by an older release: it lacks a menu with its elements and their grants, one route of an
 * element, a job and a dictionary type, and has no structure record. Restarting on it must add what is missing
 * and leave the administrator's edits alone.
 */

let first: TestServer;
/** the same database after a restart */
let server: Started;
let db: Db;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-sync-"));

const dictMenu = MENU_TREE.find((g) => g.code === "baseManager")?.children?.find((c) => c.code === "dictManager");
const USER_FIND_NODE = { method: "GET", route: "/api/admin/user/findNode" } as const;

async function menuId(parentCode: string, code: string): Promise<string | undefined> {
  const [parent] = await db
    .select({ id: t.menus.id })
    .from(t.menus)
    .where(and(eq(t.menus.code, parentCode), isNull(t.menus.parentId)));
  if (!parent) return undefined;
  const [menu] = await db
    .select({ id: t.menus.id })
    .from(t.menus)
    .where(and(eq(t.menus.parentId, parent.id), eq(t.menus.code, code)));
  return menu?.id;
}

async function elementId(code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: t.elements.id }).from(t.elements).where(eq(t.elements.code, code));
  return row?.id;
}

async function routesOf(code: string): Promise<string[]> {
  const rows = await db
    .select({ method: t.elementRoutes.method, route: t.elementRoutes.route })
    .from(t.elementRoutes)
    .innerJoin(t.elements, eq(t.elements.id, t.elementRoutes.elementId))
    .where(eq(t.elements.code, code));
  return rows.map((r) => `${r.method} ${r.route}`).sort();
}

/** A role group's grants as "use element:dictManager:view", "grant menu:/baseManager/userManager", ... */
async function grantsOf(role: string): Promise<Set<string>> {
  const [group] = await db.select({ id: t.groups.id }).from(t.groups).where(eq(t.groups.code, role));
  const rows = await db
    .select()
    .from(t.resourceAuthorities)
    .where(eq(t.resourceAuthorities.groupId, group?.id as string));
  const menus = new Map(
    (await db.select({ id: t.menus.id, path: t.menus.path }).from(t.menus)).map((m) => [m.id, m.path]),
  );
  const elements = new Map(
    (await db.select({ id: t.elements.id, code: t.elements.code }).from(t.elements)).map((e) => [e.id, e.code]),
  );
  return new Set(
    rows.map(
      (r) =>
        `${r.grant} ${r.resourceType}:${r.resourceType === "menu" ? menus.get(r.resourceId) : elements.get(r.resourceId)}`,
    ),
  );
}

async function withdrawGrant(role: string, elementCode: string) {
  const [group] = await db.select({ id: t.groups.id }).from(t.groups).where(eq(t.groups.code, role));
  await db
    .delete(t.resourceAuthorities)
    .where(
      and(
        eq(t.resourceAuthorities.groupId, group?.id as string),
        eq(t.resourceAuthorities.resourceId, (await elementId(elementCode)) as string),
      ),
    );
}

async function structureRecord(): Promise<{ hash: string; applied: string[] } | undefined> {
  const [row] = await db.select().from(t.settings).where(eq(t.settings.key, STRUCTURE_VERSION_KEY));
  return row?.value as { hash: string; applied: string[] } | undefined;
}

async function get(url: string, token: string) {
  return data(await createClient(server.app, token).get(url));
}

/** Signs in on the restarted server (the harness's `login` talks to the first one). */
async function login(username: string): Promise<string> {
  const res = await requestToken(server.app, { username, password: encrypt(DEMO_PASSWORD), is_encrypt: "1" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

/** An administrator's edit through the menu page: the whole form sent back with one field changed. */
async function editMenu(app: TestServer["app"], token: string, id: string, change: object) {
  const admin = createClient(app, token);
  const menu = (await admin.get(`/api/admin/menu/${id}`)).json().data;
  const res = await admin.put(`/api/admin/menu/${id}`, { ...menu, ...change });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  first = await startTestServer({ DATA_DIR: dataDir });
  db = first.database.db;
  const admin = await first.login("admin");
  await editMenu(first.app, admin, (await menuId("baseManager", "userManager")) as string, { title: "账号管理" });
  await editMenu(first.app, admin, (await menuId("baseManager", "jobManager")) as string, { enabled: false });

  // what an older release never had
  const dictId = (await menuId("baseManager", "dictManager")) as string;
  const dictElements = await db.select({ id: t.elements.id }).from(t.elements).where(eq(t.elements.menuId, dictId));
  await db
    .delete(t.resourceAuthorities)
    .where(inArray(t.resourceAuthorities.resourceId, [dictId, ...dictElements.map((e) => e.id)]));
  await db.delete(t.menus).where(eq(t.menus.id, dictId)); // its elements and their routes go with it
  await db
    .delete(t.elementRoutes)
    .where(
      and(
        eq(t.elementRoutes.elementId, (await elementId(ELEMENTS.userView)) as string),
        eq(t.elementRoutes.method, USER_FIND_NODE.method),
        eq(t.elementRoutes.route, USER_FIND_NODE.route),
      ),
    );
  await db.delete(t.jobs).where(eq(t.jobs.handler, "backupDatabase"));
  await db.delete(t.dictTypes).where(eq(t.dictTypes.code, "recommend_remark"));
  await db.delete(t.settings).where(eq(t.settings.key, STRUCTURE_VERSION_KEY));
  // a grant the administrator withdrew in the older release
  await withdrawGrant("supervisor", ELEMENTS.userView);

  // restart on the same database (PGlite's data folder, or the same PostgreSQL database)
  await first.app.close();
  server = await createServer(first.deps.config);
  await server.app.ready();
  db = server.database.db;
}, 120_000);

afterAll(async () => {
  await server?.app.close();
  await first?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the structure sync on start", () => {
  it("adds the menu, elements, routes, job and dictionary type an older database lacks", async () => {
    expect(server.seed).toMatchObject({ seeded: false });
    expect(server.seed.structureRowsAdded).toBeGreaterThan(0);

    const dictId = await menuId("baseManager", "dictManager");
    expect(dictId).toBeDefined();
    const [dict] = await db
      .select()
      .from(t.menus)
      .where(eq(t.menus.id, dictId as string));
    expect(dict).toMatchObject({ title: dictMenu?.zh, titleEn: dictMenu?.en, path: "/baseManager/dictManager" });
    for (const def of DICT_ELEMENT_DEFS) {
      const [element] = await db.select().from(t.elements).where(eq(t.elements.code, def.code));
      expect(element, def.code).toMatchObject({ menuId: dictId, name: def.zh, nameEn: def.en, type: def.type });
      expect(await routesOf(def.code)).toEqual(def.routes.map(([m, r]) => `${m} ${r}`).sort());
    }
    expect(await routesOf(ELEMENTS.userView)).toContain(`${USER_FIND_NODE.method} ${USER_FIND_NODE.route}`);

    const [backup] = await db.select().from(t.jobs).where(eq(t.jobs.handler, "backupDatabase"));
    expect(backup).toMatchObject({ tenantId: "default", cron: "0 2 * * *" });
    const [remark] = await db.select().from(t.dictTypes).where(eq(t.dictTypes.code, "recommend_remark"));
    const values = await db
      .select()
      .from(t.dictValues)
      .where(eq(t.dictValues.typeId, remark?.id as string));
    expect(values.length).toBeGreaterThan(0);
  });

  it("gives the seeded role groups the grants of what it added, and a signed-in user can use them", async () => {
    const schoolAdmin = ROLE_SEEDS.find((r) => r.code === "school_admin");
    const granted = await grantsOf("school_admin");
    expect(granted).toContain("use menu:/baseManager/dictManager");
    for (const code of Object.values(DICT_ELEMENTS)) {
      expect(schoolAdmin?.elements).toContain(code);
      expect(granted).toContain(`use element:${code}`);
    }
    const supervisor = await grantsOf("supervisor");
    expect(supervisor).toContain(`use element:${DICT_ELEMENTS.view}`);
    expect(supervisor).not.toContain(`use element:${DICT_ELEMENTS.typeAdd}`);

    const token = await login("supervisor");
    const info = await get("/api/admin/user/front/info", token);
    const codes = (info.elements as { code: string }[]).map((e) => e.code);
    expect(codes).toEqual(expect.arrayContaining(["dictManager", DICT_ELEMENTS.view]));
    expect((await get("/api/dict/dictType/tree", token)).length).toBeGreaterThan(0);
  });

  it("leaves what the administrator changed: a renamed title, a disabled menu, a withdrawn grant", async () => {
    const [users] = await db
      .select()
      .from(t.menus)
      .where(eq(t.menus.id, (await menuId("baseManager", "userManager")) as string));
    expect(users?.title).toBe("账号管理");
    const [jobs] = await db
      .select()
      .from(t.menus)
      .where(eq(t.menus.id, (await menuId("baseManager", "jobManager")) as string));
    expect(jobs?.enabled).toBe(false);
    expect(await grantsOf("supervisor")).not.toContain(`use element:${ELEMENTS.userView}`);
  });

  it("adds nothing on a second run, with or without its record", async () => {
    const config = server.deps.config;
    expect(await seedDatabase(db, config)).toMatchObject({ seeded: false, structureRowsAdded: 0 });
    await db.delete(t.settings).where(eq(t.settings.key, STRUCTURE_VERSION_KEY));
    expect(await seedDatabase(db, config)).toMatchObject({ seeded: false, structureRowsAdded: 0 });
    expect((await structureRecord())?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps removed what the administrator removed after a release recorded it, and gives a grant new to a release", async () => {
    const record = (await structureRecord()) as { hash: string; applied: string[] };
    // the administrator deletes an element and stops another opening a route
    await db.delete(t.elements).where(eq(t.elements.code, DICT_ELEMENTS.valueDel));
    await db
      .delete(t.elementRoutes)
      .where(
        and(
          eq(t.elementRoutes.elementId, (await elementId(DICT_ELEMENTS.view)) as string),
          eq(t.elementRoutes.route, "/api/dict/dictValue/page"),
        ),
      );
    // a release that newly gives the supervisor the users' view: its grant was never recorded
    const newGrant = `grant:supervisor:use:element:${ELEMENTS.userView}`;
    expect(record.applied).toContain(newGrant);
    await db
      .update(t.settings)
      .set({ value: { hash: "an older release", applied: record.applied.filter((key) => key !== newGrant) } })
      .where(eq(t.settings.key, STRUCTURE_VERSION_KEY));

    const result = await seedDatabase(db, server.deps.config);
    expect(result.structureRowsAdded).toBe(1);
    expect(await grantsOf("supervisor")).toContain(`use element:${ELEMENTS.userView}`);
    expect(await elementId(DICT_ELEMENTS.valueDel)).toBeUndefined();
    expect(await routesOf(DICT_ELEMENTS.view)).not.toContain("GET /api/dict/dictValue/page");
  });

  it("is applied once when two instances start at once", async () => {
    const gateLogId = (await menuId("baseManager", "gateLogManager")) as string;
    await db.delete(t.menus).where(eq(t.menus.id, gateLogId));
    await db.delete(t.settings).where(eq(t.settings.key, STRUCTURE_VERSION_KEY));
    const config = server.deps.config;
    const results = await Promise.all([seedDatabase(db, config), seedDatabase(db, config)]);
    const added = results.map((r) => r.structureRowsAdded).sort((a, b) => a - b);
    expect(added[0]).toBe(0);
    expect(added[1]).toBeGreaterThan(0);
    const rows = await db.select().from(t.menus).where(eq(t.menus.path, "/baseManager/gateLogManager"));
    expect(rows).toHaveLength(1);
  });
});
