import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, expectBadRequest, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/** baseUser: staff master data, unit scope, accounts and the export. */
let server: TestServer;
let personnelApi: Client;
let unitAdminApi: Client;
let declarantApi: Client;
const units = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  [personnelApi, unitAdminApi, declarantApi] = await signedIn(server, ["personnel", "unit_admin", "declarant"]);
  const res = await personnelApi.get("/api/zcps-sh/baseUser/units");
  for (const unit of res.json().data as { id: string; code: string }[]) units.set(unit.code, unit.id);
});
afterAll(async () => server.close());

interface StaffRow {
  id: string;
  employeeNo: string;
  name: string;
  unitId: string;
  unitName: string;
  currentTitleName: string | null;
  userId: string | null;
  username: string | null;
  recordCount: number;
}

const newStaff = (overrides: object = {}) => ({
  employeeNo: "T9001",
  name: "测试员",
  sex: "2",
  birthDate: "1990-03-04",
  unitId: units.get("math"),
  postType: "TEACHING_RESEARCH",
  currentTitleName: "讲师",
  currentTitleDate: "2020-07-01",
  degree: "2",
  disciplineCode: "0701",
  hireDate: "2018-07-01",
  phone: "13712345678",
  email: "t9001@example.edu.cn",
  ...overrides,
});

describe("baseUser", () => {
  it("pages the seeded staff with filters by unit and keyword", async () => {
    const all = await personnelApi.get("/api/zcps-sh/baseUser/page?limit=10");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBe(302);
    expect(all.json().data.rows).toHaveLength(10);
    const cs = await personnelApi.get(`/api/zcps-sh/baseUser/page?unitId=${units.get("cs")}&limit=100`);
    expect(cs.json().data.total).toBe(26);
    const li = await personnelApi.get(`/api/zcps-sh/baseUser/page?keyword=${encodeURIComponent("李明")}`);
    const rows = li.json().data.rows as StaffRow[];
    expect(rows.some((r) => r.name === "李明" && r.currentTitleName === "讲师" && r.username === "declarant")).toBe(
      true,
    );
    const professors = await personnelApi.get(
      `/api/zcps-sh/baseUser/page?keyword=${encodeURIComponent("教授")}&limit=100`,
    );
    expect((professors.json().data.rows as StaffRow[]).every((r) => r.currentTitleName?.includes("教授"))).toBe(true);
  });

  it("adds, changes and deletes a staff member; refuses a duplicate employee number and bad input", async () => {
    const created = await personnelApi.post("/api/zcps-sh/baseUser", newStaff());
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data as StaffRow;
    expect(row).toMatchObject({ employeeNo: "T9001", unitName: "数学与统计学院", userId: null });

    const duplicate = await personnelApi.post("/api/zcps-sh/baseUser", newStaff({ name: "另一个" }));
    expectBadRequest(duplicate, "租户中已有该工号的教职工");
    const duplicateEn = await personnelApi.with({ lang: "en" }).post("/api/zcps-sh/baseUser", newStaff());
    expect(duplicateEn.json().message).toBe("A staff member with this employee number already exists in the tenant");

    const badDate = await personnelApi.post(
      "/api/zcps-sh/baseUser",
      newStaff({ employeeNo: "T9002", birthDate: "1990-13-40" }),
    );
    expectBadRequest(badDate, "日期格式应为 yyyy-mm-dd");
    const noUnit = await personnelApi.post("/api/zcps-sh/baseUser", newStaff({ employeeNo: "T9002", unitId: "" }));
    expect(noUnit.json().message).toBe("请选择所在单位");
    const officeUnit = await personnelApi.post(
      "/api/zcps-sh/baseUser",
      newStaff({ employeeNo: "T9002", unitId: "not-a-unit" }),
    );
    expect(officeUnit.json().message).toBe("所选单位不存在");

    const changed = await personnelApi.put(`/api/zcps-sh/baseUser/${row.id}`, newStaff({ name: "测试员乙" }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.name).toBe("测试员乙");
    const deleted = await personnelApi.delete(`/api/zcps-sh/baseUser/${row.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await personnelApi.get(`/api/zcps-sh/baseUser/${row.id}`)).statusCode).toBe(404);
  });

  it("refuses to delete a staff member who has a declaration", async () => {
    const li = await personnelApi.get(`/api/zcps-sh/baseUser/page?keyword=${encodeURIComponent("李明")}`);
    const row = (li.json().data.rows as StaffRow[]).find((r) => r.username === "declarant") as StaffRow;
    const [batch] = (
      (await server.deps.db.execute(
        "select id from project_times where enabled order by name limit 1" as never,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    await server.deps.db.execute(
      `insert into declarations (id, tenant_id, project_time_id, staff_id, user_id, title_id, series_code, level)
       values ('decl-test', 'default', '${batch?.id}', '${row.id}', '${row.userId}', 't', 'teacher', 'ASSOC_SENIOR')
       on conflict do nothing` as never,
    );
    const refused = await personnelApi.delete(`/api/zcps-sh/baseUser/${row.id}`);
    expectBadRequest(refused, "该教职工已有申报记录，不能删除");
  });

  it("keeps a unit administrator to their own unit", async () => {
    const page = await unitAdminApi.get("/api/zcps-sh/baseUser/page?limit=100");
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json().data.rows as StaffRow[];
    expect(page.json().data.total).toBe(26);
    expect(rows.every((r) => r.unitId === units.get("cs"))).toBe(true);
    // another unit's staff member is answered as missing, and cannot be added there
    const other = await personnelApi.get(`/api/zcps-sh/baseUser/page?unitId=${units.get("me")}`);
    const stranger = (other.json().data.rows as StaffRow[])[0] as StaffRow;
    expect((await unitAdminApi.get(`/api/zcps-sh/baseUser/${stranger.id}`)).statusCode).toBe(404);
    expect((await unitAdminApi.delete(`/api/zcps-sh/baseUser/${stranger.id}`)).statusCode).toBe(404);
    const outside = await unitAdminApi.post("/api/zcps-sh/baseUser", newStaff({ employeeNo: "T9003" }));
    expectBadRequest(outside, "只能维护本单位的教职工");
    const inside = await unitAdminApi.post(
      "/api/zcps-sh/baseUser",
      newStaff({ employeeNo: "T9003", unitId: units.get("cs"), phone: null, email: null }),
    );
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it("opens an account for a staff member once; the account signs in as a declarant", async () => {
    const created = await personnelApi.post(
      "/api/zcps-sh/baseUser",
      newStaff({ employeeNo: "T9100", phone: "13712340000", email: "t9100@example.edu.cn" }),
    );
    const id = created.json().data.id as string;
    const opened = await personnelApi.post(`/api/zcps-sh/baseUser/${id}/account`);
    expect(opened.statusCode, opened.body).toBe(200);
    const account = opened.json().data as { username: string; password: string };
    expect(account.username).toBe("T9100");
    expect(account.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{12}$/);
    const again = await personnelApi.post(`/api/zcps-sh/baseUser/${id}/account`);
    expect(again.json().message).toBe("该教职工已有账号");
    const token = await server.login("T9100", account.password);
    const info = await createClient(server.app, token).get("/api/admin/user/front/info");
    expect(info.json().data.name).toBe("测试员");
    const row = await personnelApi.get(`/api/zcps-sh/baseUser/${id}`);
    expect(row.json().data.username).toBe("T9100");
  });

  it("lists a staff member's imported source records", async () => {
    const page = await personnelApi.get("/api/zcps-sh/baseUser/page?limit=100");
    const withRecords = (page.json().data.rows as StaffRow[]).find((r) => r.recordCount > 0) as StaffRow;
    const records = await personnelApi.get(`/api/zcps-sh/baseUser/${withRecords.id}/records`);
    expect(records.statusCode).toBe(200);
    expect(records.json().data).toHaveLength(withRecords.recordCount);
  });

  it("exports the filtered staff as xlsx with labels in the caller's language", async () => {
    const res = await personnelApi.with({ lang: "en" }).get(`/api/zcps-sh/baseUser/export?unitId=${units.get("law")}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe("Employee number");
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(2).getCell(8).value).toBe("Law School");
    expect(["Male", "Female"]).toContain(sheet.getRow(2).getCell(3).value);
  });

  it("refuses callers without the elements", async () => {
    expect((await declarantApi.get("/api/zcps-sh/baseUser/page")).statusCode).toBe(403);
    expect((await declarantApi.post("/api/zcps-sh/baseUser", newStaff({ employeeNo: "T9200" }))).statusCode).toBe(403);
    // the unit administrator holds the page but not the export to other units' data... they do hold export of their own
    expect((await unitAdminApi.get("/api/zcps-sh/baseUser/export")).statusCode).toBe(200);
  });
});
