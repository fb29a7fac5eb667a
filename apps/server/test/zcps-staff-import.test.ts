import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/** importData: templates, dry runs with row-by-row errors, all-or-nothing applies, history. */
let server: TestServer;
let personnelApi: Client;
let declarantApi: Client;

beforeAll(async () => {
  server = await startTestServer();
  [personnelApi, declarantApi] = await signedIn(server, ["personnel", "declarant"]);
});
afterAll(async () => server.close());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function upload(url: string, content: Buffer, caller = personnelApi, lang?: string, filename = "import.xlsx") {
  return caller.with({ lang }).upload(url, { filename, content, contentType: XLSX });
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet("data");
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const STAFF_HEADER = [
  "工号",
  "姓名",
  "性别",
  "出生日期",
  "所在单位",
  "现任职称",
  "职称取得时间",
  "学位",
  "学科",
  "手机号",
];

async function staffCount(where = "true") {
  const result = (await server.deps.db.execute(
    `select count(*)::int as n from staff where ${where}` as never,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe("importData", () => {
  it("lists the kinds and downloads a template with zh and en headers", async () => {
    const kinds = await personnelApi.get("/api/zcps-sh/importData/kinds");
    const list = kinds.json().data as { kind: string; columns: { key: string }[] }[];
    expect(list[0]?.kind).toBe("staff");
    expect(list.map((k) => k.kind)).toEqual(expect.arrayContaining(["COURSE_TAUGHT", "PAPER", "RESEARCH_PROJECT"]));
    const paper = list.find((k) => k.kind === "PAPER");
    expect(paper?.columns.slice(0, 2).map((c) => c.key)).toEqual(["employeeNo", "sourceRef"]);

    const res = await personnelApi.get("/api/zcps-sh/importData/template/PAPER");
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.getRow(1).getCell(1).value).toBe("工号*");
    expect(ws.getRow(2).getCell(1).value).toBe("Employee number");
    expect(String(ws.getRow(1).getCell(1).note ?? "")).toBeTruthy();
  });

  it("dry-runs a staff file: reports each bad row in the caller's language and writes nothing", async () => {
    const before = await staffCount();
    const file = await sheet([
      STAFF_HEADER,
      [
        "S0001",
        "周一",
        "男",
        new Date(Date.UTC(1985, 4, 6)),
        "计算机科学与技术学院",
        "副教授",
        "2019-12-01",
        "博士",
        "计算机科学与技术",
        "13911112222",
      ],
      ["S0002", "", "女", "1990-02-30", "火星学院", "讲师", "", "", "", "123"],
      ["S0001", "周一重复", "男", "", "cs", "", "", "", "", ""],
    ]);
    const res = await upload("/api/zcps-sh/importData/upload?kind=staff", file);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.status).toBe("failed");
    expect(res.json().message).toBe("存在错误，未导入任何数据");
    const errors = result.errors as { row: number; column: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: "姓名", message: "请输入姓名" },
        { row: 3, column: "所在单位", message: "单位不存在（填写单位名称或编码）" },
        { row: 3, column: "手机号", message: "手机号输入不合法" },
        { row: 4, column: "工号", message: "与文件中前面的行重复" },
      ]),
    );
    expect(errors.some((e) => e.row === 2)).toBe(false);
    // one message per cell: the unknown unit is not also reported as missing
    expect(errors.filter((e) => e.row === 3 && e.column === "所在单位")).toHaveLength(1);
    expect(await staffCount()).toBe(before);

    const en = await upload("/api/zcps-sh/importData/upload?kind=staff", file, personnelApi, "en");
    expect(en.json().data.errors).toEqual(
      expect.arrayContaining([{ row: 3, column: "Unit", message: "Unknown unit (give the unit's name or code)" }]),
    );
  });

  it("applies a good staff file in one go, upserting by employee number", async () => {
    const file = await sheet([
      STAFF_HEADER,
      [
        "Employee number",
        "Name",
        "Sex",
        "Birth date",
        "Unit",
        "Current title",
        "Title obtained",
        "Degree",
        "Discipline",
        "Mobile",
      ],
      [
        "S0101",
        "钱一",
        "男",
        "1985-05-06",
        "计算机科学与技术学院",
        "副教授",
        "2019-12-01",
        "博士",
        "0812",
        "13911110001",
      ],
      ["S0102", "钱二", "Female", "1990-01-02", "me", "讲师", "2020-07-01", "硕士", "机械工程", ""],
      // an existing staff member: updated, not duplicated
      ["20260001", "改名者", "男", "1980-01-01", "cs", "教授", "2015-01-01", "博士", "0812", ""],
    ]);
    const dry = await upload("/api/zcps-sh/importData/upload?kind=staff", file);
    expect(dry.json().data).toMatchObject({ status: "checked", rows: 3, errors: [] });
    expect(await staffCount("employee_no in ('S0101','S0102')")).toBe(0);

    const applied = await upload("/api/zcps-sh/importData/upload?kind=staff&apply=true", file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ status: "applied", rows: 3, inserted: 2, updated: 1 });
    const rows = (
      (await server.deps.db.execute(
        "select employee_no, name, sex, degree, discipline_code, current_title_name, current_title_id is not null as linked from staff where employee_no in ('S0101','S0102','20260001') order by employee_no" as never,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(rows).toEqual([
      expect.objectContaining({ employee_no: "20260001", name: "改名者", current_title_name: "教授" }),
      expect.objectContaining({ employee_no: "S0101", sex: "1", degree: "2", discipline_code: "0812", linked: true }),
      expect.objectContaining({ employee_no: "S0102", sex: "2", degree: "3", discipline_code: "0802" }),
    ]);
  });

  it("imports source records all or nothing: one bad row keeps every row out", async () => {
    const kinds = await personnelApi.get("/api/zcps-sh/importData/kinds");
    const paper = (kinds.json().data as { kind: string; columns: { key: string; zh: string }[] }[]).find(
      (k) => k.kind === "PAPER",
    );
    const zh = (key: string) => paper?.columns.find((c) => c.key === key)?.zh as string;
    const header = ["employeeNo", "sourceRef", "paperTitle", "journal", "year", "indexing", "authorRole"].map(zh);
    const good = ["20260002", "DOI-1", "一种新方法", "计算机学报", 2024, "EI", "第一作者"];
    const bad = await sheet([
      header,
      good,
      ["99999999", "DOI-2", "另一篇", "物理学报", "明年", "火星核心", "第一作者"],
    ]);
    const refused = await upload("/api/zcps-sh/importData/upload?kind=PAPER&apply=true", bad);
    expect(refused.json().data.status).toBe("failed");
    const errors = refused.json().data.errors as { row: number; column: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, message: "工号不存在" }),
        expect.objectContaining({ row: 3, message: "请输入有效年份" }),
        expect.objectContaining({ row: 3, message: "请从选项中选择" }),
      ]),
    );
    const count = async () =>
      (
        (await server.deps.db.execute(
          "select count(*)::int as n from source_records where source_ref like 'DOI-%'" as never,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    expect(await count()).toBe(0);

    const ok = await upload("/api/zcps-sh/importData/upload?kind=PAPER&apply=true", await sheet([header, good]));
    expect(ok.json().data).toMatchObject({ status: "applied", inserted: 1, updated: 0 });
    const again = await upload(
      "/api/zcps-sh/importData/upload?kind=PAPER&apply=true",
      await sheet([header, [...good.slice(0, 2), "一种新方法（修订）", ...good.slice(3)]]),
    );
    expect(again.json().data).toMatchObject({ status: "applied", inserted: 0, updated: 1 });
    const [record] = (
      (await server.deps.db.execute(
        "select version, payload->>'paperTitle' as title, payload->>'indexing' as indexing, payload->>'authorRole' as role from source_records where source_ref = 'DOI-1'" as never,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(record).toEqual({ version: 2, title: "一种新方法（修订）", indexing: "EI", role: "FIRST" });
  });

  it("refuses a missing required column, a non-xlsx file and an unknown kind", async () => {
    const noName = await upload(
      "/api/zcps-sh/importData/upload?kind=staff",
      await sheet([
        ["工号", "所在单位"],
        ["X1", "cs"],
      ]),
    );
    expect(noName.json().data.errors).toEqual([{ row: 1, column: "姓名", message: "缺少列" }]);
    const junk = await upload("/api/zcps-sh/importData/upload?kind=staff", Buffer.from("not a workbook"));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe("文件无法读取，请使用下载的模板（xlsx）");
    const kind = await upload("/api/zcps-sh/importData/upload?kind=NOPE", await sheet([["工号"], ["1"]]));
    expect(kind.json().message).toBe("不支持的导入类型");
  });

  it("keeps every upload in the history; refuses callers without the elements", async () => {
    const page = await personnelApi.get("/api/zcps-sh/importData/page?limit=50");
    const rows = page.json().data.rows as { status: string; dryRun: boolean; createdByName: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.some((r) => r.status === "applied" && !r.dryRun)).toBe(true);
    expect(rows[0]?.createdByName).toBe("赵敏");
    const refused = await upload("/api/zcps-sh/importData/upload?kind=staff", await sheet([["工号"]]), declarantApi);
    expect(refused.statusCode).toBe(403);
  });

  it("imports 2,000 staff rows in one apply", async () => {
    const rows: unknown[][] = [STAFF_HEADER];
    for (let i = 0; i < 2000; i += 1) {
      rows.push([
        `B${String(i).padStart(5, "0")}`,
        `批量${i}`,
        i % 2 ? "男" : "女",
        "1988-01-01",
        "cs",
        "讲师",
        "2018-07-01",
        "博士",
        "0812",
        "",
      ]);
    }
    const file = await sheet(rows);
    const started = performance.now();
    const res = await upload("/api/zcps-sh/importData/upload?kind=staff&apply=true", file);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    expect(res.json().data, res.body.slice(0, 500)).toMatchObject({ status: "applied", inserted: 2000 });
    console.info(`2,000-row staff import applied in ${seconds} s`);
    expect(await staffCount("employee_no like 'B%'")).toBe(2000);
  });
});
