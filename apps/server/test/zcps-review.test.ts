import { asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationDecisions, declarations, departs } from "../src/db/schema";
import { type Client, data, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { workflowFixture } from "./zcps-workflow-fixture";

let server: TestServer;
let fx: Awaited<ReturnType<typeof workflowFixture>>;
let personnelApi: Client;
let unitAdminApi: Client;
let declarantApi: Client;
let deptReviewerApi: Client;
let csDeclaration: string;
let meDeclaration: string;
let csUser: string;

const API = "/api/zcps-sh/declareUser";
const SYS = "/api/zcps-sh/sys";

interface Row {
  id: string;
  staffName: string;
  unitId: string | null;
  status: string;
  submittedAt: string | null;
  eligible: boolean | null;
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await workflowFixture(server);
  [personnelApi, unitAdminApi, declarantApi, deptReviewerApi] = await signedIn(server, [
    "personnel",
    "unit_admin",
    "declarant",
    "dept_reviewer",
  ]);
  const cs = await fx.newStaff("cs");
  const me = await fx.newStaff("me");
  csUser = cs.userId;
  csDeclaration = await fx.declaration(cs, {
    status: "UNIT_REVIEW",
    submittedAt: new Date("2026-09-10T08:00:00Z"),
    eligibility: { pass: true },
    method: "EXCEPTIONAL",
  });
  meDeclaration = await fx.declaration(me, { status: "DRAFT", eligibility: { pass: false } });
  const record = await fx.sourceRecord(cs.id, "PAPER", { paperTitle: "论文", journal: "期刊" });
  await fx.copiedItem(csDeclaration, record, "PAPER", { paperTitle: "论文", journal: "期刊" });
  await fx.db.insert(declarationDecisions).values({
    id: crypto.randomUUID(),
    tenantId: "default",
    declarationId: csDeclaration,
    event: "submit",
    fromStatus: "DRAFT",
    toStatus: "UNIT_REVIEW",
    actorRole: "DECLARANT",
    actorName: "李明",
    version: 1,
  });
});
afterAll(async () => server.close());

/** Every page of the list (100 rows a page) put together. */
async function page(caller: Client, query = "") {
  const rows: Row[] = [];
  for (let n = 1; ; n++) {
    const one = data<{ rows: Row[]; total: number }>(await caller.get(`${API}/page?page=${n}&limit=100${query}`));
    rows.push(...one.rows);
    if (one.rows.length === 0 || rows.length >= one.total) return { rows, total: one.total };
  }
}

describe("declareUser", () => {
  it("lists the batch's declarations for personnel with filters", async () => {
    const all = await page(personnelApi);
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([csDeclaration, meDeclaration]));
    expect(all.total).toBeGreaterThanOrEqual(2);
    const cs = all.rows.find((r) => r.id === csDeclaration);
    expect(cs).toMatchObject({ status: "UNIT_REVIEW", eligible: true, unitId: fx.departIds.get("cs") });
    const byStatus = await page(personnelApi, "&status=UNIT_REVIEW&method=EXCEPTIONAL");
    expect(byStatus.rows.map((r) => r.id)).toContain(csDeclaration);
    expect(byStatus.rows.every((r) => r.status === "UNIT_REVIEW")).toBe(true);
    const byUnit = await page(personnelApi, `&unitId=${fx.departIds.get("me")}`);
    expect(byUnit.rows.map((r) => r.id)).toContain(meDeclaration);
    expect(byUnit.rows.map((r) => r.id)).not.toContain(csDeclaration);
    const byKeyword = await page(personnelApi, `&keyword=${encodeURIComponent(cs?.staffName ?? "")}`);
    expect(byKeyword.rows.map((r) => r.id)).toContain(csDeclaration);
    expect(byKeyword.rows.every((r) => r.staffName.includes(cs?.staffName ?? ""))).toBe(true);
    expect(await page(personnelApi, `&keyword=${encodeURIComponent("查无此人")}`)).toEqual({ rows: [], total: 0 });
    expect((await personnelApi.get(`${API}/page?status=NOPE`)).statusCode).toBe(400);
  });

  it("orders by the organisation tree's units, then submit time (unsubmitted last); pages neither repeat nor skip", async () => {
    const all = await page(personnelApi);
    expect(all.rows.length).toBe(all.total);
    const unitOrder = (
      await fx.db
        .select({ id: departs.id })
        .from(departs)
        .where(eq(departs.type, "unit"))
        .orderBy(asc(departs.orderNum))
    ).map((u) => u.id);
    const place = (r: Row) => (r.unitId === null ? Number.MAX_SAFE_INTEGER : unitOrder.indexOf(r.unitId));
    for (let i = 1; i < all.rows.length; i++) {
      const [before, after] = [all.rows[i - 1] as Row, all.rows[i] as Row];
      expect(place(before)).toBeLessThanOrEqual(place(after));
      if (place(before) === place(after) && before.submittedAt && after.submittedAt) {
        expect(before.submittedAt <= after.submittedAt).toBe(true);
      }
      if (place(before) === place(after)) expect(before.submittedAt === null && after.submittedAt !== null).toBe(false);
    }
    const paged: string[] = [];
    for (let n = 1; paged.length < all.total; n++) {
      const res = await personnelApi.get(`${API}/page?page=${n}&limit=7`);
      const { rows, total } = res.json().data as { rows: Row[]; total: number };
      expect(total).toBe(all.total);
      expect(rows.length).toBe(Math.min(7, all.total - (n - 1) * 7));
      paged.push(...rows.map((r) => r.id));
    }
    expect(paged).toEqual(all.rows.map((r) => r.id));
    const past = (await personnelApi.get(`${API}/page?page=999&limit=7`)).json().data;
    expect(past).toEqual({ rows: [], total: all.total });
  });

  it("shows a unit administrator their unit only, even when asking for another", async () => {
    const mine = await page(unitAdminApi);
    expect(mine.rows.map((r) => r.id)).toContain(csDeclaration);
    expect(mine.rows.every((r) => r.unitId === fx.departIds.get("cs"))).toBe(true);
    const asked = await page(unitAdminApi, `&unitId=${fx.departIds.get("me")}`);
    expect(asked.total).toBe(0);
    expect((await unitAdminApi.get(`${API}/${meDeclaration}`)).json().message).toBe("申报不存在或不在你的数据范围内");
    const filters = (await unitAdminApi.get(`${API}/filters`)).json().data;
    expect(filters.unitScoped).toBe(true);
    expect(filters.units.map((u: { id: string }) => u.id)).toEqual([fx.departIds.get("cs")]);
  });

  it("refuses callers without the page", async () => {
    expect((await declarantApi.get(`${API}/page`)).json().status).toBe(40001);
    expect((await declarantApi.get(`${API}/export`)).json().status).toBe(40001);
  });

  it("opens one declaration read-only with its sections, items and timeline", async () => {
    const res = await personnelApi.get(`${API}/${csDeclaration}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.header).toMatchObject({ id: csDeclaration, status: "UNIT_REVIEW", method: "EXCEPTIONAL" });
    expect(detail.sections).toEqual([
      expect.objectContaining({ materialType: "PAPER", items: [expect.objectContaining({ source: "import" })] }),
    ]);
    expect(detail.header.staffName).toMatch(/^测试/);
    expect(detail.header).not.toHaveProperty("userId");
    expect(detail.header).toMatchObject({ namedLists: [], listEffects: { quotaExempt: false, separateGroup: false } });
    expect(detail.decisions).toEqual([expect.objectContaining({ event: "submit", toStatus: "UNIT_REVIEW" })]);
  });

  it("exports the filtered list as xlsx", async () => {
    const res = await personnelApi.with({ lang: "en" }).get(`${API}/export?status=UNIT_REVIEW`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Name");
    const statuses: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) statuses.push(row.getCell(8).value);
    });
    expect(statuses.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === "Unit review")).toBe(true);
  });
});

describe("sys calls", () => {
  it("findUnit gives the units, findDepart the review departments", async () => {
    const units = (await personnelApi.get(`${SYS}/findUnit`)).json().data as { code: string }[];
    expect(units.map((u) => u.code)).toContain("cs");
    expect(units.map((u) => u.code)).not.toContain("research");
    const offices = (await personnelApi.get(`${SYS}/findDepart`)).json().data as { code: string }[];
    expect(offices.map((u) => u.code)).toEqual(expect.arrayContaining(["research", "academic"]));
    const verifying = (await personnelApi.get(`${SYS}/findDepart?materialType=PAPER`)).json().data;
    expect(verifying).toHaveLength(1);
    expect((await personnelApi.get(`${SYS}/findDepart?materialType=NOPE`)).statusCode).toBe(400);
  });

  it("findTablesByCheckType narrows the sections to one department and counts a declarant's items", async () => {
    const research = fx.departIds.get("research") as string;
    const all = (await personnelApi.get(`${SYS}/findTablesByCheckType?checkType=FORMAL_AUDIT`)).json().data;
    const dept = (
      await personnelApi.get(`${SYS}/findTablesByCheckType?checkType=DEPARTMENT_REVIEW&type=${research}`)
    ).json().data as { materialType: string; verifierDepartId: string }[];
    expect(dept.length).toBeGreaterThan(0);
    expect(dept.length).toBeLessThan(all.length);
    expect(dept.every((s) => s.verifierDepartId === research)).toBe(true);
    const byId = (await personnelApi.get(`${SYS}/findTablesByCheckType?checkType=${research}`)).json().data;
    expect(byId).toEqual(dept);
    const counted = (
      await personnelApi.get(`${SYS}/findTablesByCheckType?checkType=FORMAL_AUDIT&userId=${csUser}`)
    ).json().data as { materialType: string; itemCount: number }[];
    expect(counted.find((s) => s.materialType === "PAPER")?.itemCount).toBe(1);
    expect((await personnelApi.get(`${SYS}/findTablesByCheckType?checkType=NOPE`)).statusCode).toBe(400);
  });

  it("setBranch reroutes a material type (personnel only) and findDepartHistory shows it", async () => {
    const academic = fx.departIds.get("academic") as string;
    const body = { declarationId: csDeclaration, materialType: "PAPER", departId: academic };
    expect((await unitAdminApi.post(`${SYS}/setBranch`, body)).json().status).toBe(40001);
    const notOffice = await personnelApi.post(`${SYS}/setBranch`, { ...body, departId: fx.departIds.get("cs") });
    expect(notOffice.json().message).toBe("只能分派给职能部门");
    const res = await personnelApi.post(`${SYS}/setBranch`, body);
    expect(res.json(), res.body).toMatchObject({ status: 200, message: "已分派审核部门" });
    const history = (await personnelApi.post(`${SYS}/findDepartHistory`, { declarationId: csDeclaration })).json().data;
    expect(history).toEqual([
      expect.objectContaining({ materialType: "PAPER", departId: academic, rerouted: true, verifyStatus: "PENDING" }),
    ]);
    // the unit sees its own declaration's history, not another unit's
    expect((await unitAdminApi.post(`${SYS}/findDepartHistory`, { declarationId: csDeclaration })).statusCode).toBe(
      200,
    );
    expect((await unitAdminApi.post(`${SYS}/findDepartHistory`, { declarationId: meDeclaration })).statusCode).toBe(
      400,
    );
    expect(
      (await deptReviewerApi.post(`${SYS}/findDepartHistory`, { declarationId: csDeclaration })).json().status,
    ).toBe(40001);
  });

  it("sbtj counts by status, unit and level within the caller's scope", async () => {
    const all = (await personnelApi.get(`${SYS}/sbtj`)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.byStatus).toEqual(expect.arrayContaining([expect.objectContaining({ status: "UNIT_REVIEW" })]));
    expect(all.byLevel).toEqual(expect.arrayContaining([expect.objectContaining({ level: "ASSOC_SENIOR" })]));
    const unit = (await unitAdminApi.get(`${SYS}/sbtj`)).json().data;
    expect(unit.byUnit.every((u: { unitId: string }) => u.unitId === fx.departIds.get("cs"))).toBe(true);
    expect((await personnelApi.get(`${SYS}/sbtj?projectTimeId=other`)).json().message).toBe(
      "批次不存在或不属于当前项目",
    );
  });

  it("finds a renamed staff member's declaration by the new name at once", async () => {
    const member = await fx.newStaff("cs");
    const declaration = await fx.declaration(member, { status: "UNIT_REVIEW", submittedAt: new Date() });
    const newName = `更名${Date.now().toString(36)}`;
    expect(await page(personnelApi, `&keyword=${encodeURIComponent(newName)}`)).toEqual({ rows: [], total: 0 });
    const current = (await personnelApi.get(`/api/zcps-sh/baseUser/${member.id}`)).json().data;
    const renamed = await personnelApi.put(
      `/api/zcps-sh/baseUser/${member.id}`,
      Object.fromEntries(
        Object.entries({ ...current, name: newName }).filter(([, v]) => v !== null && typeof v !== "object"),
      ),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await page(personnelApi, `&keyword=${encodeURIComponent(newName)}`);
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ id: declaration, staffName: newName });
  });

  it("shows a return in the list at once: the counts are never served from before it", async () => {
    const submitted = await fx.declaration(await fx.newStaff("cs"), {
      status: "UNIT_REVIEW",
      submittedAt: new Date("2026-09-11T08:00:00Z"),
    });
    const inReview = await page(personnelApi, "&status=UNIT_REVIEW");
    const returned = await page(personnelApi, "&status=RETURNED");
    expect(inReview.rows.map((r) => r.id)).toContain(submitted);
    const [row] = await fx.db
      .select({ version: declarations.version })
      .from(declarations)
      .where(eq(declarations.id, submitted));
    const res = await unitAdminApi.post(`${SYS}/returnAudit`, {
      declarationId: submitted,
      version: row?.version,
      comment: "请补充论文检索证明",
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await page(personnelApi, "&status=UNIT_REVIEW");
    expect(after.total).toBe(inReview.total - 1);
    expect(after.rows.map((r) => r.id)).not.toContain(submitted);
    expect((await page(personnelApi, "&status=RETURNED")).total).toBe(returned.total + 1);
  });
});
