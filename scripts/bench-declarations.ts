// The title-evaluation figures of `npm run bench`: a generated batch of 5,000 declarations × 40 material items, the
// declarations list under load, the eligibility pre-check of one declaration, and an xlsx import of 10,000 staff.
import { randomUUID } from "node:crypto";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import * as t from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import { demoPayload } from "../apps/server/src/db/seed/zcps-declarations";
import type { Started } from "../apps/server/src/server";

export const DECLARATIONS = 5_000;
export const ITEMS_PER_DECLARATION = 40;
export const IMPORT_ROWS = 10_000;

type LoadFn = (
  name: string,
  url: string,
  token: string | null,
) => Promise<{ name: string; path: string; rps: number; p50: number; p99: number }>;

const STATES = ["DRAFT", "UNIT_REVIEW", "UNIT_REVIEW", "RETURNED", "UNIT_RECOMMENDATION", "DEPARTMENT_REVIEW"];
const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗";
const GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华";

const ITEM_TYPES = MATERIAL_TYPES.filter((m) => !m.single);

/** The demo seed's payloads (values each type's schema accepts), spread over the multi-item material types. */
function payload(n: number) {
  const type = ITEM_TYPES[n % ITEM_TYPES.length] as (typeof ITEM_TYPES)[number];
  return { type: type.code, payload: demoPayload(type.code, n) };
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** 5,000 staff, each with a declaration in the demo batch in a spread of states and 40 material items. */
export async function generateDeclarations(server: Started) {
  const { db } = server.deps;
  const [batch] = await db
    .select({ id: t.batches.id })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(and(eq(t.projects.year, 2026), eq(t.batches.kind, "normal")));
  if (!batch) throw new Error("the demo batch is missing");
  const units = await db
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, DEFAULT_TENANT_ID), eq(t.departs.type, "unit")));
  const titles = await db
    .select({ id: t.titles.id, seriesCode: t.titles.seriesCode, level: t.titles.level })
    .from(t.titles)
    .innerJoin(t.batchTitles, eq(t.batchTitles.titleId, t.titles.id))
    .where(eq(t.batchTitles.projectTimeId, batch.id));
  if (titles.length === 0) throw new Error("the demo batch accepts no titles");

  const staffRows: (typeof t.staff.$inferInsert)[] = [];
  const declarationRows: (typeof t.declarations.$inferInsert)[] = [];
  const itemRows: (typeof t.declarationItems.$inferInsert)[] = [];
  for (let n = 0; n < DECLARATIONS; n++) {
    const staffId = randomUUID();
    const unitId = units[n % units.length]?.id ?? null;
    const title = titles[n % titles.length] as (typeof titles)[number];
    staffRows.push({
      id: staffId,
      tenantId: DEFAULT_TENANT_ID,
      employeeNo: `BD${String(n).padStart(6, "0")}`,
      name: `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}${GIVEN[(n * 13) % GIVEN.length]}`,
      unitId,
      postType: "TEACHING_RESEARCH",
      birthDate: `19${70 + (n % 25)}-0${1 + (n % 9)}-15`,
      currentTitleDate: `20${String(10 + (n % 12)).padStart(2, "0")}-07-01`,
      degree: String(2 + (n % 3)),
    });
    const declarationId = randomUUID();
    const status = STATES[n % STATES.length] as string;
    declarationRows.push({
      id: declarationId,
      tenantId: DEFAULT_TENANT_ID,
      projectTimeId: batch.id,
      staffId,
      userId: randomUUID(),
      unitId,
      titleId: title.id,
      seriesCode: title.seriesCode,
      level: title.level,
      status,
      submittedAt: status === "DRAFT" ? null : new Date(Date.UTC(2026, 8, 1) + n * 60_000),
    });
    for (let i = 0; i < ITEMS_PER_DECLARATION; i++) {
      const item = payload(n * ITEMS_PER_DECLARATION + i);
      itemRows.push({
        id: randomUUID(),
        declarationId,
        materialType: item.type,
        payload: item.payload,
        orderNum: i,
      });
    }
  }
  await insertChunked(staffRows, 1000, (c) => db.insert(t.staff).values(c));
  await insertChunked(declarationRows, 1000, (c) => db.insert(t.declarations).values(c));
  await insertChunked(itemRows, 2000, (c) => db.insert(t.declarationItems).values(c));
  await db.execute(sql`analyze`);
  return { batchId: batch.id, unitId: units[0]?.id as string, declarationIds: declarationRows.map((d) => d.id) };
}

export async function signIn(base: string, username: string): Promise<string> {
  // the phase before (generating data) may have kept the timers from running for longer than the server keeps an idle
  // connection: one turn of them lets that connection leave the client's pool before this call would reuse it
  await new Promise((resolve) => setTimeout(resolve, 0));
  const res = await fetch(`${base}/api/auth/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from("console:console-secret").toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ grant_type: "password", username, password: "Demo@2026", is_encrypt: "0" }),
  });
  return (await res.json()).access_token as string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

export async function timed(count: number, request: (i: number) => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** A staff sheet the import reads (headers may be the columns' keys), with realistic values in every column. */
async function staffWorkbook(units: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("staff");
  sheet.addRow(["employeeNo", "name", "sex", "birthDate", "unit", "currentTitleDate", "hireDate", "phone", "email"]);
  for (let n = 0; n < IMPORT_ROWS; n++) {
    sheet.addRow([
      `IM${String(n).padStart(6, "0")}`,
      `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 3) % GIVEN.length]}${GIVEN[(n * 11) % GIVEN.length]}`,
      n % 2 === 0 ? "男" : "女",
      `19${70 + (n % 25)}-0${1 + (n % 9)}-15`,
      units[n % units.length],
      `20${String(10 + (n % 12)).padStart(2, "0")}-07-01`,
      `20${String(5 + (n % 15)).padStart(2, "0")}-09-01`,
      `137${String(n).padStart(8, "0")}`,
      `im${n}@example.edu.cn`,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function declarationFigures(server: Started, base: string, load: LoadFn) {
  const started = performance.now();
  const generated = await generateDeclarations(server);
  const generateSeconds = (performance.now() - started) / 1000;
  console.log(
    `generated ${DECLARATIONS} declarations × ${ITEMS_PER_DECLARATION} items in ${generateSeconds.toFixed(1)} s`,
  );
  const personnel = await signIn(base, "personnel");
  const pageUrl = `${base}/api/zcps-sh/declareUser/page?projectTimeId=${generated.batchId}&page=1&limit=20`;
  const list = await load("declarations list, page 20", pageUrl, personnel);
  const filtered = await load(
    "declarations list, unit + status filter",
    `${pageUrl}&unitId=${generated.unitId}&status=UNIT_REVIEW`,
    personnel,
  );
  const keyword = await load("declarations list, keyword", `${pageUrl}&keyword=${encodeURIComponent("王")}`, personnel);
  const auth = { authorization: `Bearer ${personnel}` };
  const precheckOf = (id: string | undefined) =>
    fetch(`${base}/api/zcps-sh/userCenter/declarations/${id}/precheck`, { headers: auth });
  // a warm-up on other declarations, so that the timed calls measure the route rather than its first compilation
  await timed(50, (i) => precheckOf(generated.declarationIds[i * 17 + 5]));
  const precheck = await timed(200, (i) => precheckOf(generated.declarationIds[i * 17]));
  console.log(`pre-check of one declaration: p50 ${precheck.p50.toFixed(1)} ms, p99 ${precheck.p99.toFixed(1)} ms`);

  const unitNames = await server.deps.db
    .select({ name: t.departs.name })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, DEFAULT_TENANT_ID), eq(t.departs.type, "unit")));
  const workbook = await staffWorkbook(unitNames.map((u) => u.name));
  const form = new FormData();
  form.append("file", new Blob([workbook]), "staff.xlsx");
  const importStarted = performance.now();
  const res = await fetch(`${base}/api/zcps-sh/importData/upload?kind=staff&apply=true`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  const reply = await res.json();
  const importSeconds = (performance.now() - importStarted) / 1000;
  if (!res.ok || reply.data?.status !== "applied") {
    throw new Error(`staff import did not apply: ${JSON.stringify(reply).slice(0, 500)}`);
  }
  console.log(`import of ${IMPORT_ROWS} staff rows: ${importSeconds.toFixed(1)} s`);
  return { generateSeconds, list, filtered, keyword, precheck, importSeconds, generated };
}
