import { createHash, randomUUID } from "node:crypto";
import type { RuleNode } from "@zcps/contracts/zcps/eligibility";
import { DEFAULT_PIPELINE } from "@zcps/contracts/zcps/machine";
import { MATERIAL_TYPES, type MaterialField } from "@zcps/contracts/zcps/materials";
import { and, eq } from "drizzle-orm";
import * as t from "../src/db/schema";
import { minimalPdf } from "../src/db/seed/zcps-declarations";
import type { TestServer } from "./harness";

/** A value a field of this kind accepts: the first option, a date, a positive number. */
function sampleValue(field: MaterialField, n: number): unknown {
  if (field.options?.length) return field.options[0]?.value;
  switch (field.kind) {
    case "number":
      return Math.max(field.min ?? 1, 1);
    case "date":
      return "2024-05-01";
    case "month":
      return "2024-05";
    case "year":
      return 2024;
    case "boolean":
      return true;
    default:
      return `测试内容 ${n}`.slice(0, field.max ?? 50);
  }
}

/** A payload the material type's schema accepts: every field filled with a plausible value. */
export function samplePayload(code: string, n = 1): Record<string, unknown> {
  const type = MATERIAL_TYPES.find((m) => m.code === code);
  if (!type) throw new Error(`no material type ${code}`);
  return Object.fromEntries(type.fields.map((f) => [f.name, sampleValue(f, n)]));
}

export const REQUIRED_TYPE = "PAPER";
export const SINGLE_TYPE = "SELF_SUMMARY";
export const LIMITED_TYPE = "RESEARCH_PROJECT";
export const IMPORTED_TYPE = "COURSE_TAUGHT";

export interface DeclarationFixture {
  batchId: string;
  titleId: string;
  staffId: string;
  unitId: string;
  declarantId: string;
}

const RULE: RuleNode = {
  id: "root",
  op: "ALL",
  children: [
    {
      id: "papers",
      fn: "count",
      materialType: REQUIRED_TYPE,
      cmp: ">=",
      value: 1,
      hard: true,
    },
  ],
};

/**
 * A batch of the current project of its own (open window, default pipeline) with one title, a four-section
 * directory (papers and self-summary required, research projects at most 2, courses imported) and a requirement of
 * one paper; the demo declarant gets a staff record (when the staff seed gave none) and one imported course.
 */
export async function declarationFixture(server: TestServer): Promise<DeclarationFixture> {
  const db = server.deps.db;
  const [project] = await db.select().from(t.projects).where(eq(t.projects.enabled, true)).limit(1);
  if (!project) throw new Error("no enabled project");
  const [cs] = await db.select().from(t.departs).where(eq(t.departs.code, "cs"));
  const [declarant] = await db.select().from(t.users).where(eq(t.users.username, "declarant"));
  const [unitAdmin] = await db.select().from(t.users).where(eq(t.users.username, "unit_admin"));
  if (!cs || !declarant || !unitAdmin) throw new Error("demo data missing");
  const tenantId = project.tenantId;

  const batchId = randomUUID();
  const day = 24 * 3600 * 1000;
  await db.insert(t.batches).values({
    id: batchId,
    projectId: project.id,
    name: "测试批",
    nameEn: "Test batch",
    kind: "normal",
    enabled: true,
    status: "PUBLISHED",
    startsAt: new Date(Date.now() - day),
    endsAt: new Date(Date.now() + 30 * day),
    cutoffDate: "2026-12-31",
    pipeline: DEFAULT_PIPELINE,
    orderNum: 99,
  });
  const titleId = randomUUID();
  await db.insert(t.titles).values({
    id: titleId,
    tenantId,
    seriesCode: "TEACHER",
    level: "ASSOC_SENIOR",
    code: `TEST_ASSOC_${titleId.slice(0, 8)}`,
    name: "测试副教授",
    nameEn: "Test associate professor",
  });
  await db.insert(t.batchTitles).values({
    id: randomUUID(),
    tenantId,
    projectTimeId: batchId,
    titleId,
    trackCodes: [],
    methods: ["NORMAL", "EXCEPTIONAL"],
  });
  await db.insert(t.materialDirectory).values(
    [
      { materialType: REQUIRED_TYPE, required: "all", maxItems: null },
      { materialType: SINGLE_TYPE, required: "all", maxItems: null },
      { materialType: LIMITED_TYPE, required: "none", maxItems: 2 },
      { materialType: IMPORTED_TYPE, required: "none", maxItems: null },
      { materialType: "BASIC_INFO", required: "none", maxItems: 1 },
    ].map((row, i) => ({ id: randomUUID(), tenantId, projectTimeId: batchId, orderNum: i, ...row })),
  );
  await db.insert(t.requirements).values({
    id: randomUUID(),
    tenantId,
    projectTimeId: batchId,
    titleId,
    rule: RULE,
    text: "任现职以来发表论文不少于 1 篇",
  });

  let [staff] = await db
    .select()
    .from(t.staff)
    .where(and(eq(t.staff.tenantId, tenantId), eq(t.staff.userId, declarant.id)));
  if (!staff) {
    [staff] = await db
      .insert(t.staff)
      .values({
        id: randomUUID(),
        tenantId,
        userId: declarant.id,
        employeeNo: "T_DECLARANT",
        name: declarant.name,
        unitId: cs.id,
        postType: "TEACHING_RESEARCH",
        currentTitleName: "讲师",
        currentTitleDate: "2019-07-01",
        degree: "博士",
      })
      .returning();
  }
  if (!staff) throw new Error("no staff record");
  // the declarant teaches in the test's own unit, whatever the staff seed says
  await db.update(t.staff).set({ unitId: cs.id, postType: "TEACHING_RESEARCH" }).where(eq(t.staff.id, staff.id));
  await db.insert(t.sourceRecords).values({
    id: randomUUID(),
    tenantId,
    staffId: staff.id,
    materialType: IMPORTED_TYPE,
    sourceRef: `test-course-${batchId}`,
    source: "jwc",
    payload: samplePayload(IMPORTED_TYPE),
  });
  await db
    .insert(t.unitAdmins)
    .values({ id: randomUUID(), tenantId, unitId: cs.id, userId: unitAdmin.id, role: "admin" })
    .onConflictDoNothing();
  return { batchId, titleId, staffId: staff.id, unitId: cs.id, declarantId: declarant.id };
}

/** A declaration of another staff member (the professor account, in another unit), written straight to the tables. */
export async function foreignDeclaration(server: TestServer, fixture: DeclarationFixture) {
  const db = server.deps.db;
  const [professor] = await db.select().from(t.users).where(eq(t.users.username, "professor"));
  const [fl] = await db.select().from(t.departs).where(eq(t.departs.code, "fl"));
  if (!professor || !fl) throw new Error("demo data missing");
  let [staff] = await db.select().from(t.staff).where(eq(t.staff.userId, professor.id));
  if (!staff) {
    [staff] = await db
      .insert(t.staff)
      .values({
        id: randomUUID(),
        tenantId: professor.tenantId,
        userId: professor.id,
        employeeNo: "T_PROFESSOR",
        name: professor.name,
        unitId: fl.id,
      })
      .returning();
  }
  if (!staff) throw new Error("no staff record");
  const id = randomUUID();
  await db.insert(t.declarations).values({
    id,
    tenantId: professor.tenantId,
    projectTimeId: fixture.batchId,
    staffId: staff.id,
    userId: professor.id,
    unitId: fl.id,
    titleId: fixture.titleId,
    seriesCode: "TEACHER",
    level: "ASSOC_SENIOR",
    status: "UNIT_REVIEW",
    version: 2,
  });
  const itemId = randomUUID();
  await db.insert(t.declarationItems).values({
    id: itemId,
    declarationId: id,
    materialType: REQUIRED_TYPE,
    payload: samplePayload(REQUIRED_TYPE),
  });
  return { id, itemId, staffId: staff.id };
}

/** A PDF attached to an item as the declarant's upload leaves it (the upload itself has its tests): stored, a file row. */
export async function attachPdf(
  server: Pick<TestServer, "deps">,
  target: { tenantId: string; declarationId: string; itemId: string },
  name = "证明.pdf",
  lines = [`Evidence of ${target.declarationId}`],
) {
  const bytes = minimalPdf(lines);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = `declarations/${sha256.slice(0, 2)}/${sha256}`;
  await server.deps.storage.put(storageKey, bytes);
  const fileId = randomUUID();
  const id = randomUUID();
  const { tenantId, declarationId, itemId } = target;
  await server.deps.db.insert(t.files).values({
    id: fileId,
    tenantId,
    purpose: "declaration",
    sha256,
    mime: "application/pdf",
    size: bytes.length,
    storageKey,
    originalName: name,
  });
  await server.deps.db
    .insert(t.declarationAttachments)
    .values({ id, declarationId, itemId, fileId, name, mime: "application/pdf", size: bytes.length, sha256 });
  return { id, fileId, bytes };
}
