import type { ExpertConflictRow, ExpertRow } from "@zcps/contracts/zcps/experts/api";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/** The expert pools (outSideExpert, inSideExpert): entries, approval with the account, blacklist, conflicts, import. */
let server: TestServer;
let personnelApi: Client;
let peerAdminApi: Client;
let declarantApi: Client;
let supervisorApi: Client;

const OUT = "/api/zcps-sh/outSideExpert";
const IN = "/api/zcps-sh/inSideExpert";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeAll(async () => {
  server = await startTestServer();
  [personnelApi, peerAdminApi, declarantApi, supervisorApi] = await signedIn(server, [
    "personnel",
    "peer_admin",
    "declarant",
    "supervisor",
  ]);
});
afterAll(async () => server.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const groupsOf = async (username: string) =>
  (
    await rows<{ code: string }>(sql`select g.code from group_members gm join groups g on g.id = gm.group_id
      join users u on u.id = gm.user_id where u.username = ${username} order by g.code`)
  ).map((r) => r.code);

const external = (overrides: Record<string, unknown> = {}) => ({
  name: "钱学文",
  institution: "南京大学",
  titleName: "教授",
  titleLevel: "FULL_SENIOR",
  doctoralSupervisor: true,
  disciplineCodes: ["0812", "081203"],
  keywords: ["知识图谱", "自然语言处理"],
  phone: "13655550001",
  email: "qian@example.org",
  maxLoad: 6,
  active: true,
  ...overrides,
});

async function page(url: string, query = "") {
  return data<{ rows: ExpertRow[]; total: number }>(await personnelApi.get(`${url}/page?limit=100${query}`));
}

/** Staff members who are in neither pool yet (and whom no other test uses by number). */
async function staffOutsidePools(n: number) {
  return (
    await rows<{ no: string }>(sql`select employee_no as no from staff s where employee_no like '202601%'
      and not exists (select 1 from experts e where e.staff_id = s.id) order by employee_no limit ${n}`)
  ).map((r) => r.no);
}

async function staffId(keyword: string) {
  const options = data<{ id: string; employeeNo: string }[]>(
    await personnelApi.get(`${IN}/staffOptions?keyword=${encodeURIComponent(keyword)}`),
  );
  return options[0]?.id as string;
}

describe("the seeded pools", () => {
  it("hold 60 external and 40 internal experts, the demo experts among them", async () => {
    expect((await page(OUT)).total).toBe(60);
    expect((await page(IN)).total).toBe(40);
    const zheng = (await page(OUT, `&keyword=${encodeURIComponent("郑华")}`)).rows[0];
    expect(zheng).toMatchObject({ username: "expert_out", titleLevel: "FULL_SENIOR" });
    expect(zheng?.approvedAt).not.toBeNull();
    const wu = (await page(IN, `&keyword=${encodeURIComponent("吴刚")}`)).rows[0];
    expect(wu).toMatchObject({ username: "expert_in", unitName: "机械工程学院" });
    const blacklisted = await page(OUT, "&status=blacklisted");
    expect(blacklisted.total).toBe(1);
    expect(blacklisted.rows[0]?.blacklistReason).toContain("透露评审意见");
  });

  it("finds a first-level discipline's second-level experts and filters by level", async () => {
    const cs = await page(OUT, "&disciplineCode=0812");
    expect(cs.total).toBeGreaterThan(0);
    expect(cs.rows.every((r) => r.disciplineCodes.some((c) => c.startsWith("0812")))).toBe(true);
    const second = await page(OUT, "&disciplineCode=081203");
    expect(second.rows.every((r) => r.disciplineCodes.includes("081203"))).toBe(true);
    const assoc = await page(OUT, "&titleLevel=ASSOC_SENIOR");
    expect(assoc.rows.every((r) => r.titleLevel === "ASSOC_SENIOR")).toBe(true);
    const disciplines = data<{ code: string; name: string }[]>(await personnelApi.get(`${OUT}/disciplines`));
    expect(disciplines).toContainEqual({
      code: "0812",
      name: "计算机科学与技术",
      nameEn: "Computer Science and Technology",
    });
  });
});

describe("an external expert", () => {
  it("is added, changed and deleted; a second one with the same mobile number is refused", async () => {
    const created = await personnelApi.post(OUT, external());
    expect(created.json().message).toBe("创建成功");
    const row = data<ExpertRow>(created);
    expect(row).toMatchObject({ kind: "external", name: "钱学文", disciplineCodes: ["0812", "081203"] });
    expect(row.approvedAt).toBeNull();
    expectBadRequest(await personnelApi.post(OUT, external({ name: "另一人" })), "校外专家库中已有该手机号的专家");

    const changed = data<ExpertRow>(
      await personnelApi.put(`${OUT}/${row.id}`, external({ maxLoad: 3, active: false })),
    );
    expect(changed).toMatchObject({ maxLoad: 3, active: false });
    expect((await page(OUT, "&status=inactive")).rows.map((r) => r.id)).toContain(row.id);

    const removed = await personnelApi.delete(`${OUT}/${row.id}`);
    expect(removed.json().message).toBe("删除成功");
    expect((await personnelApi.delete(`${OUT}/${row.id}`)).statusCode).toBe(404);
  });

  it("refuses bad input with the shared schema's message, in Chinese and in English", async () => {
    expectBadRequest(await personnelApi.post(OUT, external({ name: "" })), "请输入姓名");
    expectBadRequest(await personnelApi.post(OUT, external({ phone: "12345" })), "手机号输入不合法");
    expectBadRequest(
      await personnelApi.post(OUT, external({ disciplineCodes: ["08"] })),
      "学科代码应为 4 位一级学科（如 0812）或 6 位二级学科（如 081203）",
    );
    expectBadRequest(await personnelApi.post(OUT, external({ disciplineCodes: [] })), "请至少选择一个学科");
    expectBadRequest(await personnelApi.post(OUT, external({ titleLevel: "JUNIOR" })), "职称级别应为正高级或副高级");
    expectBadRequest(await personnelApi.post(OUT, external({ maxLoad: 0 })), "每轮评审上限应为 1 到 50 之间的整数");
    expectBadRequest(await personnelApi.post(OUT, external({ disciplineCodes: ["9999"] })), "学科不在国家学科目录中");
    expectBadRequest(
      await personnelApi.with({ lang: "en" }).post(OUT, external({ disciplineCodes: ["999901"] })),
      "The discipline is not in the national catalogue",
    );
    expectBadRequest(await personnelApi.get(`${OUT}/page?disciplineCode=08x`));
    expect((await personnelApi.put(`${OUT}/no-such-expert`, external())).statusCode).toBe(404);
  });

  it("on approval gets an account in expert_out with an initial password that signs in", async () => {
    const row = data<ExpertRow>(
      await personnelApi.post(OUT, external({ phone: "13655550002", email: "a2@example.org" })),
    );
    const approved = await peerAdminApi.post(`${OUT}/${row.id}/approve`);
    expect(approved.json().message).toBe("已审核入库，专家账号已开通，请将初始密码告知本人");
    const account = data<{ username: string; password: string }>(approved);
    expect(account.username).toBe("13655550002");
    expect(await groupsOf("13655550002")).toEqual(["expert_out"]);
    const token = await server.login(account.username, account.password);
    const info = data<{ elements: { code: string }[] }>(
      await createClient(server.app, token).get("/api/admin/user/front/info"),
    );
    expect(info.elements.map((e) => e.code)).toContain("ExpertReview");
    expectBadRequest(await peerAdminApi.post(`${OUT}/${row.id}/approve`), "该专家已审核入库");
    const listed = (await page(OUT, `&keyword=${encodeURIComponent("钱学文")}`)).rows[0];
    expect(listed?.username).toBe("13655550002");
  });

  it("on approval links the account an earlier application opened (same mobile number)", async () => {
    const [judge] = await rows<{ mobile: string }>(
      sql`select mobile_phone as mobile from users where username = 'judge'`,
    );
    const row = data<ExpertRow>(
      await personnelApi.post(OUT, external({ name: "马超", phone: judge?.mobile, email: "ma@example.org" })),
    );
    const approved = await personnelApi.post(`${OUT}/${row.id}/approve`);
    expect(approved.json().message).toBe("已审核入库，已关联专家本人的现有账号");
    expect(data(approved)).toMatchObject({ username: "judge", password: null });
    expect(await groupsOf("judge")).toEqual(["expert_out", "judge"]);
  });
});

describe("an internal expert", () => {
  it("is chosen from the staff, once, with the staff record's contacts; approval links the staff account", async () => {
    const [no] = await staffOutsidePools(1);
    const id = await staffId(no as string);
    const created = data<ExpertRow>(
      await personnelApi.post(IN, {
        staffId: id,
        titleName: "教授",
        titleLevel: "FULL_SENIOR",
        disciplineCodes: ["0812"],
        keywords: ["编译"],
        maxLoad: 5,
      }),
    );
    expect(created).toMatchObject({ kind: "internal", employeeNo: no, institution: null });
    expect(created.phone).toMatch(/^1390/);
    expectBadRequest(
      await personnelApi.post(IN, {
        staffId: id,
        titleName: "教授",
        titleLevel: "FULL_SENIOR",
        disciplineCodes: ["0812"],
      }),
      "该教职工已在校内专家库中",
    );
    expectBadRequest(
      await personnelApi.post(IN, {
        staffId: "nobody",
        titleName: "教授",
        titleLevel: "FULL_SENIOR",
        disciplineCodes: ["0812"],
      }),
      "所选教职工不存在",
    );
    const approved = await personnelApi.post(`${IN}/${created.id}/approve`);
    expect(data(approved)).toMatchObject({ username: `s${no}`, password: null });
    expect(await groupsOf(`s${no}`)).toEqual(["declarant", "expert_in"]);
  });
});

describe("the blacklist", () => {
  it("takes a reason, keeps a blacklisted expert from approval, and lets them off again", async () => {
    const row = data<ExpertRow>(
      await personnelApi.post(OUT, external({ phone: "13655550003", email: "b3@example.org" })),
    );
    expectBadRequest(await personnelApi.post(`${OUT}/${row.id}/blacklist`, { reason: " " }), "请输入原因");
    const listed = await personnelApi.post(`${OUT}/${row.id}/blacklist`, { reason: "多次无故拒绝评审" });
    expect(listed.json().message).toBe("已列入黑名单");
    expect(data<ExpertRow>(listed)).toMatchObject({ blacklisted: true, blacklistReason: "多次无故拒绝评审" });
    expect((await page(OUT, "&status=blacklisted")).rows.map((r) => r.id)).toContain(row.id);
    expectBadRequest(await personnelApi.post(`${OUT}/${row.id}/approve`), "黑名单中的专家不能审核入库");
    const off = await personnelApi.delete(`${OUT}/${row.id}/blacklist`);
    expect(data<ExpertRow>(off)).toMatchObject({ blacklisted: false, blacklistReason: null });
    expectBadRequest(await personnelApi.delete(`${OUT}/${row.id}/blacklist`), "该专家不在黑名单中");
  });
});

describe("conflicts", () => {
  it("are recorded with a declarant, a unit or an institution, with their source and reason", async () => {
    const expert = data<ExpertRow>(
      await personnelApi.post(OUT, external({ name: "冲突测试", phone: "13655550004", email: "c4@example.org" })),
    );
    const [{ id: li } = { id: "" }] = await rows<{ id: string }>(
      sql`select s.id from staff s join users u on u.id = s.user_id where u.username = 'declarant'`,
    );
    const units = data<{ id: string; name: string }[]>(await personnelApi.get(`${OUT}/units`));
    const cs = units.find((u) => u.name === "计算机科学与技术学院")?.id;
    const url = `${OUT}/${expert.id}/conflicts`;
    expect(data<ExpertConflictRow[]>(await personnelApi.get(url))).toEqual([]);

    const added = await personnelApi.post(url, {
      targetType: "DECLARANT",
      targetId: li,
      source: "DECLARANT",
      reason: "硕士阶段导师",
    });
    expect(added.json().message).toBe("回避关系已添加");
    expectBadRequest(
      await personnelApi.post(url, { targetType: "DECLARANT", targetId: li, source: "HR", reason: "重复" }),
      "已有相同的回避关系",
    );
    data(await personnelApi.post(url, { targetType: "UNIT", targetId: cs, source: "EXPERT", reason: "兼职" }));
    const list = data<ExpertConflictRow[]>(
      await personnelApi.post(url, {
        targetType: "INSTITUTION",
        institution: "北京大学",
        source: "SYSTEM",
        reason: "同单位",
      }),
    );
    expect(list).toHaveLength(3);
    expect(list.map((c) => [c.targetType, c.source])).toEqual(
      expect.arrayContaining([
        ["DECLARANT", "DECLARANT"],
        ["UNIT", "EXPERT"],
        ["INSTITUTION", "SYSTEM"],
      ]),
    );
    expect(list.find((c) => c.targetType === "DECLARANT")?.targetName).toMatch(/^李明/);
    expect(list.find((c) => c.targetType === "UNIT")?.targetName).toBe("计算机科学与技术学院");

    expectBadRequest(
      await personnelApi.post(url, { targetType: "INSTITUTION", source: "HR", reason: "x" }),
      "请输入工作单位",
    );
    expectBadRequest(await personnelApi.post(url, { targetType: "UNIT", targetId: cs, source: "NOBODY", reason: "x" }));
    expectBadRequest(
      await personnelApi.post(url, { targetType: "DECLARANT", targetId: "nobody", source: "HR", reason: "x" }),
      "所选教职工不存在",
    );
    const institution = list.find((c) => c.targetType === "INSTITUTION") as ExpertConflictRow;
    const after = data<ExpertConflictRow[]>(await personnelApi.delete(`${url}/${institution.id}`));
    expect(after).toHaveLength(2);
    expect((await personnelApi.delete(`${url}/${institution.id}`)).statusCode).toBe(404);
    expect((await page(OUT, `&keyword=${encodeURIComponent(expert.name)}`)).rows[0]?.conflictCount).toBe(2);
  });
});

describe("the import", () => {
  const HEADER = [
    "姓名",
    "工作单位",
    "职称",
    "职称级别",
    "学科代码",
    "研究方向关键词",
    "手机号",
    "邮箱",
    "每轮评审上限",
  ];
  const good = [
    "严明",
    "同济大学",
    "教授",
    "正高级",
    "0814、081402",
    "桥梁工程，抗震",
    "13655550011",
    "yan@example.org",
    5,
  ];
  const good2 = ["宁静", "厦门大学", "副教授", "副高级", "0202", "", "13655550012", "ning@example.org", ""];

  async function sheet(lines: unknown[][]) {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet("data");
    for (const line of lines) ws.addRow(line);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const upload = async (lines: unknown[][], apply = false, lang?: string) =>
    personnelApi.with({ lang }).upload(`${OUT}/import?apply=${apply}`, {
      filename: "experts.xlsx",
      content: await sheet(lines),
      contentType: XLSX,
    });

  it("reports every row's errors on a dry run and writes nothing", async () => {
    const total = (await page(OUT)).total;
    const res = await upload([
      HEADER,
      good,
      ["坏号", "中山大学", "教授", "正高级", "0812", "", "123", "bad@example.org", ""],
      ["错学科", "中山大学", "教授", "正高级", "9901", "", "13655550013", "c@example.org", ""],
      ["重复", "中山大学", "教授", "正高级", "0812", "", "13655550011", "d@example.org", ""],
      ["低级别", "中山大学", "讲师", "中级", "0812", "", "13655550014", "e@example.org", ""],
    ]);
    expect(res.json().message).toBe("存在错误，未导入任何数据");
    const result = data<{ status: string; errors: { row: number; column: string; message: string }[] }>(res);
    expect(result.status).toBe("failed");
    expect(result.errors).toEqual([
      { row: 3, column: "手机号", message: "手机号输入不合法" },
      { row: 4, column: "学科代码", message: "学科不在国家学科目录中" },
      { row: 5, column: "手机号", message: "与文件中前面的行重复" },
      { row: 6, column: "职称级别", message: "职称级别应为正高级或副高级" },
    ]);
    const en = data<{ errors: { column: string; message: string }[] }>(
      await upload(
        [HEADER, ["坏号", "中山大学", "教授", "正高级", "0812", "", "123", "b@example.org", ""]],
        false,
        "en",
      ),
    );
    expect(en.errors).toEqual([{ row: 2, column: "Mobile phone", message: "Invalid mobile number" }]);
    expect((await page(OUT)).total).toBe(total);
  });

  it("checks a clean sheet without writing, then imports it all, then updates by mobile number", async () => {
    const total = (await page(OUT)).total;
    const dry = await upload([HEADER, good, good2]);
    expect(dry.json().message).toBe("检查完成，未写入数据");
    expect(data(dry)).toMatchObject({ status: "checked", rows: 2, inserted: 0 });
    expect((await page(OUT)).total).toBe(total);
    const applied = data(await upload([HEADER, good, good2], true));
    expect(applied).toMatchObject({ status: "applied", inserted: 2, updated: 0 });
    const yan = (await page(OUT, `&keyword=${encodeURIComponent("严明")}`)).rows[0];
    expect(yan).toMatchObject({ disciplineCodes: ["0814", "081402"], keywords: ["桥梁工程", "抗震"], maxLoad: 5 });
    expect((await page(OUT)).total).toBe(total + 2);
    expect(data(await upload([HEADER, good], true))).toMatchObject({ inserted: 0, updated: 1 });
  });

  it("imports internal experts by employee number and refuses an unknown one", async () => {
    const header = ["工号", "职称级别", "学科代码"];
    const bad = data<{ errors: { row: number; message: string }[] }>(
      await personnelApi.upload(`${IN}/import`, {
        filename: "in.xlsx",
        content: await sheet([header, ["99999999", "正高级", "0812"]]),
        contentType: XLSX,
      }),
    );
    expect(bad.errors).toEqual([{ row: 2, column: "工号", message: "工号不存在" }]);
    const ok = data(
      await personnelApi.upload(`${IN}/import?apply=true`, {
        filename: "in.xlsx",
        content: await sheet([header, [(await staffOutsidePools(1))[0], "副高级", "0812"]]),
        contentType: XLSX,
      }),
    );
    expect(ok).toMatchObject({ status: "applied", inserted: 1 });
  });

  it("serves the template with both header rows", async () => {
    const res = await personnelApi.get(`${OUT}/template`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.getRow(1).getCell(1).value).toBe("姓名*");
    expect(ws.getRow(2).getCell(5).value).toBe("Discipline codes");
  });
});

describe("access", () => {
  it("refuses callers without the pool's codes, and an anonymous caller", async () => {
    expectRefused(await declarantApi.get(`${OUT}/page`));
    expectRefused(await declarantApi.post(OUT, external({ phone: "13655550021" })));
    const [expertOut] = await signedIn(server, ["expert_out"]);
    expectRefused(await expertOut.get(`${IN}/page`));
    // the supervisor reads the pools but changes nothing
    expect((await supervisorApi.get(`${OUT}/page`)).statusCode).toBe(200);
    expectRefused(await supervisorApi.post(OUT, external({ phone: "13655550022" })));
    const someone = (await page(OUT)).rows[0] as ExpertRow;
    expectRefused(await supervisorApi.post(`${OUT}/${someone.id}/blacklist`, { reason: "x" }));
    expectRefused(await supervisorApi.post(`${OUT}/${someone.id}/conflicts`, { targetType: "UNIT" }));
    expect((await createClient(server.app).get(`${OUT}/page`)).statusCode).toBe(401);
  });

  it("keeps another tenant's experts out of sight and out of reach", async () => {
    await server.deps.db.execute(sql`insert into experts (id, tenant_id, kind, name, title_name, title_level, phone)
      values ('other-expert', 'other-school', 'external', '他校专家', '教授', 'FULL_SENIOR', '13655550099')`);
    expect((await page(OUT, `&keyword=${encodeURIComponent("他校专家")}`)).total).toBe(0);
    expect((await personnelApi.put(`${OUT}/other-expert`, external({ phone: "13655550098" }))).statusCode).toBe(404);
    expect((await personnelApi.post(`${OUT}/other-expert/blacklist`, { reason: "x" })).statusCode).toBe(404);
    expect((await personnelApi.get(`${OUT}/other-expert/conflicts`)).statusCode).toBe(404);
    expect((await personnelApi.post(`${OUT}/other-expert/approve`)).statusCode).toBe(404);
    expect((await personnelApi.delete(`${OUT}/other-expert`)).statusCode).toBe(404);
    // and a pool's id does not open the other pool
    const internal = (await page(IN)).rows[0] as ExpertRow;
    expect((await personnelApi.delete(`${OUT}/${internal.id}`)).statusCode).toBe(404);
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from experts where id = 'other-expert'`);
    expect(left?.n).toBe(1);
  });
});
