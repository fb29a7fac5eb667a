import { randomUUID } from "node:crypto";
import { OAUTH_GRANT_TYPES } from "@zcps/contracts/oauth-clients";
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import { seedWorkflowProcesses } from "../../modules/workflow-engine";
import { hashPassword } from "../../platform/passwords";
import { type FileStorage, openFileStorage } from "../../platform/storage";
import { sha256 } from "../../platform/tokens";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { DEPARTS, PORTAL_LINKS, SCHOOL } from "./reference-data";
import { ROLE_SEEDS } from "./roles";
import { codeStructure } from "./structure";
import { lockStructure, structureApplied, syncStructure } from "./sync";
import { seedTitleEvaluation, type TitleSeedContext } from "./zcps";

export const DEFAULT_TENANT_ID = "default";
export const DEMO_PASSWORD = "Demo@2026";

export interface SeedResult {
  seeded: boolean;
  /** rows a database seeded by an older release received from this release's structure (sync.ts) */
  structureRowsAdded: number;
  demoAccounts: string[];
}

/**
 * Seeds an empty database once (structure always, demo school and accounts when SEED=demo), and brings a seeded
 * one up to this release's structure. An unchanged release on a seeded database costs one query.
 */
export async function seedDatabase(db: Db, config: Config): Promise<SeedResult> {
  const demo = config.SEED === "demo";
  const result = (seeded: boolean, structureRowsAdded: number) => ({
    seeded,
    structureRowsAdded,
    demoAccounts: demo ? demoAccounts() : [],
  });
  const structure = codeStructure(config);
  if (await structureApplied(db, structure)) return result(false, 0);

  return db.transaction(async (tx) => {
    await lockStructure(tx);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.tenants);
    if ((existing?.n ?? 0) > 0) {
      const added = await syncStructure(tx, structure, DEFAULT_TENANT_ID);
      // a database seeded before the workflow module gets the product's processes it has never had
      await seedWorkflowProcesses(tx, DEFAULT_TENANT_ID, "admin");
      return result(false, added);
    }
    const adminPassword = demo ? DEMO_PASSWORD : config.ADMIN_PASSWORD;
    if (!adminPassword) throw new Error("ADMIN_PASSWORD must be set to start without demo data (SEED=none)");
    const demoHash = await hashPassword(adminPassword);
    await tx.insert(t.tenants).values({ id: DEFAULT_TENANT_ID, code: "default", name: SCHOOL.name, isSuper: true });
    await tx.insert(t.oauthClients).values({
      id: randomUUID(),
      clientId: config.OAUTH_CLIENT_ID,
      secretHash: sha256(config.OAUTH_CLIENT_SECRET),
      name: "Console",
      // every way the console signs in: a password, an SMS code, an expert's link, CAS
      grantTypes: [...OAUTH_GRANT_TYPES],
      accessTokenSeconds: config.TOKEN_TTL_SECONDS,
    });
    const departIds = await seedDeparts(tx);
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
    const groupIds = await seedRoleGroups(tx);
    // menus, elements, the role groups' grants, jobs and dictionary: the same inserts a later release's sync makes
    await syncStructure(tx, structure, DEFAULT_TENANT_ID);
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
      // an example gateway rule, disabled: the gateway page shows what a rule holds without limiting anyone
      await tx.insert(t.gatewayRules).values({
        id: randomUUID(),
        pathPrefix: "/api/zcps/",
        perUserPerMinute: 600,
        perAddressPerMinute: 3000,
        maintenanceMessage: "职称评审申报接口维护中，请稍后再试",
        maintenanceMessageEn:
          "The title-evaluation declaration interfaces are under maintenance, please try again later",
        enabled: false,
        description: "示例（未启用）：申报接口每用户每分钟 600 次、每地址 3000 次",
        updatedBy: "admin",
      });
    }
    // the product's own BPMN process (account applications), a model an administrator can change and redeploy
    await seedWorkflowProcesses(tx, DEFAULT_TENANT_ID, "admin");
    await seedTitleEvaluation(tx, {
      tenantId: DEFAULT_TENANT_ID,
      demo,
      passwordHash: demoHash,
      storeFile: seedFileStore(tx, openFileStorage(config), DEFAULT_TENANT_ID),
      config,
    });
    return result(true, 0);
  });
}

/** Seeded attachments go through the same storage as uploads: the bytes by their hash, a files row each. */
function seedFileStore(tx: Executor, storage: FileStorage, tenantId: string): TitleSeedContext["storeFile"] {
  return async (bytes, meta) => {
    const body = Buffer.from(bytes);
    const digest = sha256(body);
    const storageKey = `${meta.purpose}/${digest.slice(0, 2)}/${digest}`;
    await storage.put(storageKey, body);
    const id = randomUUID();
    await tx.insert(t.files).values({
      id,
      tenantId,
      purpose: meta.purpose,
      sha256: digest,
      mime: meta.mime,
      size: body.length,
      storageKey,
      originalName: meta.name,
    });
    return id;
  };
}

function demoAccounts(): string[] {
  return ["admin", ...ROLE_SEEDS.map((r) => r.user.username)];
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

/** One role group per role; their grants come with the structure (structure.ts). */
async function seedRoleGroups(tx: Executor): Promise<Map<string, string>> {
  const typeId = randomUUID();
  await tx
    .insert(t.groupTypes)
    .values({ id: typeId, tenantId: DEFAULT_TENANT_ID, code: "role", name: "角色组", nameEn: "Role groups" });
  const groupIds = new Map(ROLE_SEEDS.map((role) => [role.code, randomUUID()]));
  await tx.insert(t.groups).values(
    ROLE_SEEDS.map((role) => ({
      id: groupIds.get(role.code) as string,
      tenantId: DEFAULT_TENANT_ID,
      groupTypeId: typeId,
      code: role.code,
      name: role.zh,
      nameEn: role.en,
      dataScope: role.dataScope ?? "tenant",
    })),
  );
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
  await tx.insert(t.batches).values([
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
