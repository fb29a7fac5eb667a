import { translate } from "@zcps/contracts/messages";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatherFacts } from "../src/modules/title-evaluation/declarations/facts";
import * as declarationRepo from "../src/modules/title-evaluation/declarations/repo";
import { namedListEffects } from "../src/modules/title-evaluation/staff/named-list-effects";
import { type Client, createClient, expectBadRequest, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/** unitAdmin, the named lists (talents, kyry, tpUser) with their effects, and userAudit account applications. */
let server: TestServer;
let personnelApi: Client;
let declarantApi: Client;
/** a caller without an account, as the account application page is */
let anonymous: Client;
const units = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_PER_MINUTE: "8" });
  [personnelApi, declarantApi] = await signedIn(server, ["personnel", "declarant"]);
  anonymous = createClient(server.app);
  const res = await personnelApi.get("/api/zcps-sh/baseUser/units");
  for (const unit of res.json().data as { id: string; code: string }[]) units.set(unit.code, unit.id);
});
afterAll(async () => server.close());

async function userId(username: string) {
  const res = await personnelApi.get(`/api/zcps-sh/unitAdmin/candidates?keyword=${username}`);
  return (res.json().data as { userId: string; username: string }[]).find((u) => u.username === username)
    ?.userId as string;
}

async function groupsOf(username: string) {
  const result = (await server.deps.db.execute(
    `select g.code from group_members gm join groups g on g.id = gm.group_id join users u on u.id = gm.user_id
     where u.username = '${username}' order by g.code` as never,
  )) as unknown as { rows: { code: string }[] };
  return result.rows.map((r) => r.code);
}

describe("unitAdmin", () => {
  it("lists every unit with the seeded administrator and leader of cs", async () => {
    const res = await personnelApi.get("/api/zcps-sh/unitAdmin/list");
    const rows = res.json().data as { code: string; admins: { username: string }[]; leaders: { username: string }[] }[];
    expect(rows).toHaveLength(12);
    const cs = rows.find((r) => r.code === "cs");
    expect(cs?.admins.map((a) => a.username)).toEqual(["unit_admin"]);
    expect(cs?.leaders.map((a) => a.username)).toEqual(["unit_leader"]);
  });

  it("assigning gives the role group; removing takes it away unless another unit still needs it", async () => {
    const staffUser = await userId("s20260030");
    await personnelApi.put(`/api/zcps-sh/unitAdmin/${units.get("me")}`, { role: "admin", userIds: [staffUser] });
    await personnelApi.put(`/api/zcps-sh/unitAdmin/${units.get("fl")}`, { role: "admin", userIds: [staffUser] });
    expect(await groupsOf("s20260030")).toEqual(["declarant", "unit_admin"]);
    // the new administrator's codes change at once (the access cache was dropped)
    const token = await server.login("s20260030");
    const info = await createClient(server.app, token).get("/api/admin/user/front/info");
    const codes = (info.json().data.elements as { code: string }[]).map((e) => e.code);
    expect(codes).toContain("UnitAuditMan");

    const kept = await personnelApi.put(`/api/zcps-sh/unitAdmin/${units.get("me")}`, {
      role: "admin",
      userIds: [],
    });
    expect(kept.statusCode).toBe(200);
    expect(await groupsOf("s20260030")).toEqual(["declarant", "unit_admin"]);
    await personnelApi.put(`/api/zcps-sh/unitAdmin/${units.get("fl")}`, { role: "admin", userIds: [] });
    expect(await groupsOf("s20260030")).toEqual(["declarant"]);

    const leader = await personnelApi.put(`/api/zcps-sh/unitAdmin/${units.get("fl")}`, {
      role: "leader",
      userIds: [staffUser],
    });
    expect(leader.json().data.find((r: { code: string }) => r.code === "fl").leaders[0].username).toBe("s20260030");
    expect(await groupsOf("s20260030")).toEqual(["declarant", "unit_leader"]);
  });

  it("refuses a department that is not a unit, an unknown user and callers without the element", async () => {
    const hr = (
      (await server.deps.db.execute("select id from departs where code = 'hr'" as never)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]?.id;
    const notUnit = await personnelApi.put(`/api/zcps-sh/unitAdmin/${hr}`, { role: "admin", userIds: [] });
    expect(notUnit.json().message).toBe("所选部门不是二级单位");
    const unknown = await personnelApi.put(`/api/zcps-sh/unitAdmin/${units.get("me")}`, {
      role: "admin",
      userIds: ["nobody"],
    });
    expect(unknown.json().message).toBe("所选用户不存在");
    expect((await declarantApi.get("/api/zcps-sh/unitAdmin/list")).statusCode).toBe(403);
  });
});

interface Entry {
  id: string;
  staffId: string;
  status: string;
  effects: Record<string, unknown>;
  reviewComment: string | null;
}

describe("named lists", () => {
  let batchId: string;
  let liMing: string;

  beforeAll(async () => {
    const batches = await personnelApi.get("/api/zcps-sh/talents/batches");
    batchId = (batches.json().data as { id: string; name: string }[]).find((b) => b.name === "常规批")?.id as string;
    const options = await personnelApi.get(`/api/zcps-sh/talents/staffOptions?keyword=${encodeURIComponent("李明")}`);
    liMing = (options.json().data as { id: string; name: string }[]).find((s) => s.name === "李明")?.id as string;
  });

  it("adds a talent as pending with the list's defaults, then approves it and tells the staff member", async () => {
    const created = await personnelApi.post("/api/zcps-sh/talents", {
      staffId: liMing,
      projectTimeId: batchId,
      level: "national",
      evidence: "国家优秀青年科学基金",
    });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data as Entry;
    expect(entry).toMatchObject({ status: "pending", effects: { quotaExempt: true, seniorityRelaxYears: 2 } });
    const duplicate = await personnelApi.post("/api/zcps-sh/talents", {
      staffId: liMing,
      projectTimeId: batchId,
    });
    expect(duplicate.json().message).toBe("该教职工在此批次已在名单中");

    const before = await namedListEffects(server.deps.db, "default", liMing, batchId);
    expect(before.quotaExempt).toBe(false);
    // the declarations list's named-list filter: a pending entry does not count (and the answer is kept)
    const talentsPage = async (keyword = "") =>
      (
        await personnelApi.get(
          `/api/zcps-sh/declareUser/page?projectTimeId=${batchId}&namedList=talents&limit=50&keyword=${encodeURIComponent(keyword)}`,
        )
      ).json().data as { rows: { staffName: string }[]; total: number };
    const pending = await talentsPage();
    expect(pending.rows.map((r) => r.staffName)).not.toContain("李明");
    expect(pending.total).toBeGreaterThan(0);
    const approved = await personnelApi.post(`/api/zcps-sh/talents/${entry.id}/review`, {
      decision: "approved",
      comment: "材料齐全",
    });
    expect(approved.json().data).toMatchObject({ status: "approved", reviewComment: "材料齐全" });
    const twice = await personnelApi.post(`/api/zcps-sh/talents/${entry.id}/review`, { decision: "rejected" });
    expect(twice.json().message).toBe("只能审核待审核的记录");
    const inbox = await declarantApi.get("/api/zcps-sh/messageCenter/page");
    if (inbox.statusCode === 200) expect(JSON.stringify(inbox.json().data)).toContain("国家级人才名单");

    // approved, the entry puts the declaration in the filtered list at once (the kept answer was dropped)
    const listed = await talentsPage();
    expect(listed.rows.map((r) => r.staffName)).toContain("李明");
    expect(listed.total).toBe(pending.total + 1);
    expect((await talentsPage("李明")).rows.map((r) => r.staffName)).toEqual(["李明"]);
    const bad = await personnelApi.get(`/api/zcps-sh/declareUser/page?projectTimeId=${batchId}&namedList=nobody`);
    expect(bad.statusCode).toBe(400);

    const after = await namedListEffects(server.deps.db, "default", liMing, batchId);
    expect(after).toMatchObject({ quotaExempt: true, seniorityRelaxYears: 2, separateGroup: true });
    expect(after.lists).toEqual([{ listType: "talents", level: "national" }]);

    // the state machine's facts carry the exemption: the unit's recommendation neither needs nor takes a place
    const { db } = server.deps;
    const found = await declarationRepo.findStaffDeclaration(db, batchId, liMing);
    const declaration = await declarationRepo.findDeclaration(db, "default", found?.id as string);
    const batch = await declarationRepo.findBatch(db, "default", batchId);
    if (!declaration || !batch) throw new Error("the demo declarant's declaration is missing");
    expect((await gatherFacts(db, declaration, batch)).quotaExempt).toBe(true);
    // and reviewers see the entry and its effects in the declaration's detail
    const detail = await personnelApi.get(`/api/zcps-sh/declareUser/${declaration.id}`);
    expect(detail.json().data.header).toMatchObject({
      namedLists: [{ listType: "talents", level: "national" }],
      listEffects: { quotaExempt: true, seniorityRelaxYears: 2, separateGroup: true, skipPeerReview: false },
    });
  });

  it("keeps kyry entries approved on entry, for every batch, and merges effects across lists", async () => {
    const created = await personnelApi.post("/api/zcps-sh/kyry", {
      staffId: liMing,
      projectTimeId: null,
      level: "provincial",
      effects: { seniorityRelaxYears: 3 },
    });
    expect(created.json().data).toMatchObject({ status: "approved", projectTimeId: null });
    const merged = await namedListEffects(server.deps.db, "default", liMing, batchId);
    expect(merged).toMatchObject({ quotaExempt: true, seniorityRelaxYears: 3 });
    expect(merged.lists.map((l) => l.listType).sort()).toEqual(["kyry", "talents"]);
    const page = await personnelApi.get(`/api/zcps-sh/kyry/page?projectTimeId=${batchId}`);
    expect((page.json().data.rows as Entry[]).some((r) => r.staffId === liMing)).toBe(true);
    const bad = await personnelApi.post("/api/zcps-sh/kyry", {
      staffId: liMing,
      effects: { seniorityRelaxYears: 99 },
    });
    expect(bad.json().message).toBe("放宽年限须为 0 到 10 之间的整数");
  });

  it("rejects a special appointment with a comment; an edit sends it back to review; delete removes it", async () => {
    const created = await personnelApi.post("/api/zcps-sh/tpUser", { staffId: liMing, projectTimeId: batchId });
    const entry = created.json().data as Entry;
    expect(entry.effects).toMatchObject({ skipPeerReview: true });
    const rejected = await personnelApi.post(`/api/zcps-sh/tpUser/${entry.id}/review`, {
      decision: "rejected",
      comment: "不符合特聘条件",
    });
    expect(rejected.json().data.status).toBe("rejected");
    expect((await namedListEffects(server.deps.db, "default", liMing, batchId)).skipPeerReview).toBe(false);
    const edited = await personnelApi.put(`/api/zcps-sh/tpUser/${entry.id}`, {
      staffId: liMing,
      projectTimeId: batchId,
      evidence: "补充材料",
    });
    expect(edited.json().data).toMatchObject({ status: "pending", evidence: "补充材料" });
    expect((await personnelApi.delete(`/api/zcps-sh/tpUser/${entry.id}`)).statusCode).toBe(200);
    expect((await personnelApi.get("/api/zcps-sh/tpUser/page")).json().data.total).toBe(0);
    expect((await declarantApi.get("/api/zcps-sh/tpUser/page")).statusCode).toBe(403);
  });
});

describe("userAudit", () => {
  const application = (overrides: object = {}) => ({
    kind: "expert",
    name: "外审专家甲",
    username: "expert_apply_1",
    mobilePhone: "13566667777",
    email: "expert.apply1@example.org",
    institution: "示例理工大学",
    titleName: "教授",
    ...overrides,
  });

  it("validates a public application and refuses taken accounts, mobiles and e-mails", async () => {
    const missing = await anonymous.post("/api/zcps-sh/userAudit/apply", application({ institution: "" }));
    expectBadRequest(missing, "请输入工作单位");
    const badMobile = await createClient(server.app, null, { lang: "en" }).post(
      "/api/zcps-sh/userAudit/apply",
      application({ mobilePhone: "123" }),
    );
    expect(badMobile.json().message).toBe(translate("v.mobileInvalid", "en"));
    const taken = await anonymous.post("/api/zcps-sh/userAudit/apply", application({ username: "declarant" }));
    expect(taken.json().message).toBe("账户已存在！");
    const mobile = await anonymous.post("/api/zcps-sh/userAudit/apply", application({ mobilePhone: "13800000002" }));
    expect(mobile.json().message).toBe("租户中手机号已存在！");
  });

  it("approves an expert application into the external pool: the account signs in as an approved external expert and gets its password by mail", async () => {
    const applied = await anonymous.post("/api/zcps-sh/userAudit/apply", application());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe("申请已提交，审核结果将通过邮件通知");
    const again = await anonymous.post(
      "/api/zcps-sh/userAudit/apply",
      application({ mobilePhone: "13566660000", email: "x@example.org" }),
    );
    expect(again.json().message).toBe("该账户已有待审核的申请");

    const page = await personnelApi.get("/api/zcps-sh/userAudit/page?status=pending&kind=expert");
    const row = (page.json().data.rows as { id: string; username: string }[]).find(
      (r) => r.username === "expert_apply_1",
    );
    const approve = (body: object) => personnelApi.post(`/api/zcps-sh/userAudit/${row?.id}/approve`, body);
    // the pool needs the title's level and the disciplines: nothing is opened without them
    expectBadRequest(await approve({ disciplineCodes: ["0812"] }), "职称级别应为正高级或副高级");
    expectBadRequest(await approve({ titleLevel: "FULL_SENIOR", disciplineCodes: [] }), "请至少选择一个学科");
    expectBadRequest(await approve({ titleLevel: "FULL_SENIOR", disciplineCodes: ["9999"] }), "学科不在国家学科目录中");
    expect((await personnelApi.get("/api/zcps-sh/userAudit/page?status=pending&kind=expert")).json().data.total).toBe(
      page.json().data.total,
    );
    const catalogue = (await personnelApi.get("/api/zcps-sh/userAudit/disciplines")).json().data as { code: string }[];
    expect(catalogue.map((d) => d.code)).toContain("0812");
    const approved = await approve({ titleLevel: "FULL_SENIOR", disciplineCodes: ["0812", "081203"] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe("approved");
    const mail = server.deps.mail.last("expert.apply1@example.org");
    const password = /初始密码：(\S+?)。/.exec(mail?.text ?? "")?.[1] as string;
    expect(password).toBeTruthy();
    const token = await server.login("expert_apply_1", password);
    expect(await groupsOf("expert_apply_1")).toEqual(["expert_out"]);
    // the pool holds them, approved and linked: the expert's own record answers
    const pool = await personnelApi.get(`/api/zcps-sh/outSideExpert/page?keyword=${encodeURIComponent("外审专家甲")}`);
    expect(pool.json().data.rows[0]).toMatchObject({
      name: "外审专家甲",
      institution: "示例理工大学",
      titleName: "教授",
      titleLevel: "FULL_SENIOR",
      disciplineCodes: ["0812", "081203"],
      phone: "13566667777",
    });
    const me = await createClient(server.app, token).get("/api/zcps-sh/peer/findPeerUser");
    expect(me.statusCode, me.body).toBe(200);
    const twice = await personnelApi.post(`/api/zcps-sh/userAudit/${row?.id}/approve`);
    expect(twice.json().message).toBe("该申请已处理");
  });

  it("approves a staff application into the declarant group, linked to the staff record; rejects with a mailed reason", async () => {
    await personnelApi.post("/api/zcps-sh/baseUser", {
      employeeNo: "N0001",
      name: "新同事",
      unitId: units.get("law"),
    });
    const applied = await anonymous.post(
      "/api/zcps-sh/userAudit/apply",
      application({
        kind: "staff",
        name: "新同事",
        username: "new_colleague",
        mobilePhone: "13566668888",
        email: "new.colleague@example.edu.cn",
        institution: null,
        unitId: units.get("law"),
        employeeNo: "N0001",
      }),
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const page = await personnelApi.get("/api/zcps-sh/userAudit/page?kind=staff");
    const id = (page.json().data.rows as { id: string }[])[0]?.id;
    expect((await personnelApi.post(`/api/zcps-sh/userAudit/${id}/approve`)).statusCode).toBe(200);
    expect(await groupsOf("new_colleague")).toEqual(["declarant"]);
    const staffRow = await personnelApi.get(`/api/zcps-sh/baseUser/page?keyword=N0001`);
    expect(staffRow.json().data.rows[0].username).toBe("new_colleague");

    await anonymous.post(
      "/api/zcps-sh/userAudit/apply",
      application({ username: "expert_apply_2", mobilePhone: "13566669999", email: "e2@example.org" }),
    );
    const pending = await personnelApi.get("/api/zcps-sh/userAudit/page?status=pending");
    const rejectId = (pending.json().data.rows as { id: string }[])[0]?.id;
    const noReason = await personnelApi.post(`/api/zcps-sh/userAudit/${rejectId}/reject`, { reason: "" });
    expect(noReason.json().message).toBe("请输入理由");
    const rejected = await personnelApi.post(`/api/zcps-sh/userAudit/${rejectId}/reject`, { reason: "资料不全" });
    expect(rejected.json().data).toMatchObject({ status: "rejected", response: "资料不全" });
    expect(server.deps.mail.last("e2@example.org")?.text).toContain("资料不全");
    expect((await declarantApi.get("/api/zcps-sh/userAudit/page")).statusCode).toBe(403);
  });

  it("throttles the public application call", async () => {
    let last = 0;
    for (let i = 0; i < 10; i += 1) {
      const res = await anonymous.post("/api/zcps-sh/userAudit/apply", application({ name: "" }));
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("kyry import", () => {
  async function importKyry(rows: unknown[][]) {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet("kyry");
    for (const row of rows) ws.addRow(row);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    return personnelApi.upload("/api/zcps-sh/kyry/import", { filename: "kyry.xlsx", content });
  }

  it("imports every row or none", async () => {
    const bad = await importKyry([
      ["工号", "级别", "依据说明"],
      ["20260050", "省级", "援鄂医疗队"],
      ["00000000", "月球级", ""],
    ]);
    expect(bad.json().data.errors).toEqual([
      { row: 3, column: "工号", message: "工号不存在" },
      { row: 3, column: "级别", message: "不是可选的值" },
    ]);
    const count = async () => (await personnelApi.get("/api/zcps-sh/kyry/page")).json().data.total as number;
    const before = await count();
    const good = await importKyry([
      ["工号", "级别", "依据说明"],
      ["20260050", "省级", "援鄂医疗队"],
      ["20260051", "national", ""],
    ]);
    expect(good.json().data).toMatchObject({ inserted: 2, updated: 0, errors: [] });
    expect(await count()).toBe(before + 2);
    const template = await personnelApi.get("/api/zcps-sh/kyry/template");
    expect(template.headers["content-type"]).toContain("spreadsheetml");
  });
});
