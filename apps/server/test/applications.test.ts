import type {
  ApplicationDetail,
  ApplicationProgress,
  ApplicationRow,
  ApplicationStatistics,
} from "@zcps/contracts/zcps/applications/api";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { seedZcpsApplications } from "../src/db/seed/zcps-applications";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { PDF } from "./real-files";
import { type DeclarationFixture, declarationFixture } from "./zcps-declaration-fixture";

const API = "/api/zcps-sh/application";

let server: TestServer;
let fixture: DeclarationFixture;
let personnel: Client;
let reviewer: Client;
let declarant: Client;
let unitAdmin: Client;
let ids: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await declarationFixture(server);
  [personnel, reviewer, declarant, unitAdmin] = await signedIn(server, [
    "personnel",
    "app_reviewer",
    "declarant",
    "unit_admin",
  ]);
  ids = new Map(
    (await server.deps.db.select({ id: t.users.id, username: t.users.username }).from(t.users)).map((u) => [
      u.username,
      u.id,
    ]),
  );
});
afterAll(async () => server.close());

const db = () => server.deps.db;
const userId = (username: string) => ids.get(username) as string;
const list = async (query = "") =>
  data<{ rows: ApplicationRow[]; total: number }>(await personnel.get(`${API}/list?limit=100${query}`));
const queue = async (caller: Client, status = "PENDING") =>
  data<{ rows: ApplicationRow[]; total: number }>(await caller.get(`${API}/queue?limit=100&status=${status}`));
const detail = async (caller: Client, id: string) =>
  data<ApplicationDetail>(await caller.get(`${API}/detail?id=${id}`));
const inbox = (username: string, kind: string) =>
  db()
    .select()
    .from(t.userMessages)
    .where(and(eq(t.userMessages.userId, userId(username)), eq(t.userMessages.kind, kind)));
const applicationCount = async () => (await db().select().from(t.specialApplications)).length;
const decisionsOf = (applicationId: string) =>
  db()
    .select()
    .from(t.specialApplicationDecisions)
    .where(eq(t.specialApplicationDecisions.applicationId, applicationId));
const uploadEvidence = async (caller: Client) =>
  data<{ id: string }>(
    await caller.upload(`${API}/evidence`, { filename: "证明.pdf", content: PDF, contentType: "application/pdf" }),
  ).id;
const file = (caller: Client, body: object) =>
  caller.post(`${API}/apply`, { projectTimeId: fixture.batchId, level: null, evidenceFileIds: [], ...body });
const assign = (applicationIds: string[], reviewerId: string) =>
  personnel.post(`${API}/assign`, { applicationIds, reviewerId });

describe("the demo seed", () => {
  it("leaves applications in every status on every track, work for the reviewer and for personnel", async () => {
    const { rows } = await list();
    const cells = new Set(rows.map((r) => `${r.track}|${r.status}`));
    for (const track of ["talents", "kyry", "tpUser", "exceptional"])
      for (const status of ["SUBMITTED", "ASSIGNED"])
        expect(cells, `${track} ${status}`).toContain(`${track}|${status}`);
    for (const cell of ["talents|APPROVED", "talents|REJECTED", "exceptional|APPROVED", "exceptional|REJECTED"])
      expect(cells).toContain(cell);
    // the talents page's pending entry waits for review as an application
    expect(rows.some((r) => r.source === "NAMED_LIST" && r.status === "SUBMITTED")).toBe(true);
    expect((await queue(reviewer)).total).toBeGreaterThanOrEqual(3);
    expect((await queue(reviewer, "DECIDED")).total).toBeGreaterThanOrEqual(4);
    expect((await queue(personnel)).total).toBeGreaterThanOrEqual(2);
    const stats = data<ApplicationStatistics>(await personnel.get(`${API}/statistics`));
    expect(stats.totals.total).toBe(rows.length);
    expect(stats.byReviewer.find((r) => r.name === "何静")).toMatchObject({ approved: 3, rejected: 3 });
  });

  it("adds nothing when it runs again", async () => {
    const before = await applicationCount();
    const decisions = (await db().select().from(t.specialApplicationDecisions)).length;
    await db().transaction((tx) => seedZcpsApplications(tx, { tenantId: "default", demo: true }));
    expect(await applicationCount()).toBe(before);
    expect((await db().select().from(t.specialApplicationDecisions)).length).toBe(decisions);
  });
});

describe("filing", () => {
  let talentsId: string;

  it("lets a staff member apply with evidence, and tells them", async () => {
    const evidence = await uploadEvidence(declarant);
    const reply = await file(declarant, {
      track: "talents",
      level: "national",
      grounds: "入选国家级青年人才计划",
      evidenceFileIds: [evidence],
    });
    expect(reply.json()).toMatchObject({ status: 200, message: "已提交申请" });
    talentsId = reply.json().data.id;
    const mine = data<ApplicationRow[]>(await declarant.get(`${API}/mine`));
    expect(mine.find((a) => a.id === talentsId)).toMatchObject({
      status: "SUBMITTED",
      source: "SELF",
      evidenceCount: 1,
      reviewerName: null,
    });
    expect((await inbox("declarant", "application.filed")).map((m) => m.body)).toContain(
      "你的国家级/省级人才申请已提交，等待学校审核",
    );
    // the applicant reads their own evidence
    const own = await declarant.get(`${API}/evidence?applicationId=${talentsId}&fileId=${evidence}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const before = await applicationCount();
    expectBadRequest(await file(declarant, { track: "kyry", grounds: "  " }), "请填写申请理由");
    expectBadRequest(
      await file(declarant.with({ lang: "en" }), { track: "kyry", grounds: "" }),
      "Give the grounds of the application",
    );
    expectBadRequest(
      await file(declarant, { track: "nobody", grounds: "x" }),
      "申请类别须为人才、抗疫一线人员、特聘人员或破格申报",
    );
    expectBadRequest(
      await file(declarant, { track: "kyry", grounds: "x", projectTimeId: "nope" }),
      "批次不存在或不属于当前项目",
    );
    expectBadRequest(await file(declarant, { track: "talents", grounds: "again" }), "该类别在此批次已有待审核的申请");
    // evidence someone else uploaded is not the applicant's to name
    const foreign = await uploadEvidence(personnel);
    expectBadRequest(
      await file(declarant, { track: "kyry", grounds: "x", evidenceFileIds: [foreign] }),
      "证明材料须是本人为申请上传的文件",
    );
    expect(await applicationCount()).toBe(before);
  });

  it("lets personnel enter an application for a staff member, who hears of it", async () => {
    const [person] = await db()
      .select()
      .from(t.staff)
      .where(eq(t.staff.userId, userId("declarant")));
    const reply = await personnel.post(`${API}/enter`, {
      staffId: person?.id,
      projectTimeId: fixture.batchId,
      track: "tpUser",
      level: "school",
      grounds: "学校特聘教授",
    });
    expect(reply.json()).toMatchObject({ status: 200, message: "已代为登记申请" });
    expect((await detail(personnel, reply.json().data.id)).source).toBe("PERSONNEL");
    expect((await inbox("declarant", "application.entered")).length).toBe(1);
    expectBadRequest(
      await personnel.post(`${API}/enter`, {
        staffId: "nobody",
        projectTimeId: fixture.batchId,
        track: "kyry",
        grounds: "x",
      }),
      "申请人不存在",
    );
  });

  it("holds each caller to their permission codes and data scope", async () => {
    expectRefused(await declarant.get(`${API}/list`));
    expectRefused(await declarant.get(`${API}/detail?id=${talentsId}`));
    expectRefused(await reviewer.get(`${API}/list`));
    expectRefused(
      await reviewer.post(`${API}/assign`, { applicationIds: [talentsId], reviewerId: userId("app_reviewer") }),
    );
    expectRefused(await unitAdmin.get(`${API}/queue`));
    expectRefused(
      await unitAdmin.post(`${API}/apply`, { projectTimeId: fixture.batchId, track: "kyry", grounds: "x" }),
    );
    // a reviewer reads only what is allocated to them, personnel every application of the tenant
    expectBadRequest(await reviewer.get(`${API}/detail?id=${talentsId}`), "申请不存在");
    expect((await detail(personnel, talentsId)).applicantName).toBe("李明");
    const [others] = (await list("&status=APPROVED")).rows;
    expectBadRequest(await declarant.get(`${API}/evidence?applicationId=${others?.id}&fileId=x`), "申请不存在");
  });
});

describe("allocation", () => {
  let mine: string;

  it("allocates by hand and moves an application to another reviewer, logging both and telling everyone", async () => {
    mine = (
      data<ApplicationRow[]>(await declarant.get(`${API}/mine`)).find((a) => a.track === "talents") as ApplicationRow
    ).id;
    const first = await assign([mine], userId("app_reviewer"));
    expect(first.json()).toMatchObject({ status: 200, message: "已分配", data: { count: 1 } });
    expect((await detail(reviewer, mine)).status).toBe("ASSIGNED");
    expect((await inbox("declarant", "application.assigned")).length).toBe(1);
    expect(
      (await inbox("app_reviewer", "application.toReviewer")).some((m) => m.body.includes("赵敏分配给你1份")),
    ).toBe(true);
    data(await assign([mine], userId("personnel")));
    const moved = await detail(personnel, mine);
    expect(moved.reviewerName).toBe("赵敏");
    expect(moved.history.map((h) => [h.kind, h.toName ?? null])).toEqual([
      ["FILED", null],
      ["ASSIGNED", "何静"],
      ["ASSIGNED", "赵敏"],
    ]);
    // the reviewer it left no longer reads it and is told so; the applicant heard of the first allocation only
    expectBadRequest(await reviewer.get(`${API}/detail?id=${mine}`), "申请不存在");
    expect(
      (await inbox("app_reviewer", "application.fromReviewer")).some((m) =>
        m.body.includes("赵敏将分配给你的1份特殊通道申请改派他人审核"),
      ),
    ).toBe(true);
    expect((await inbox("declarant", "application.assigned")).length).toBe(1);
    data(await assign([mine], userId("app_reviewer")));
  });

  it("refuses an unknown application, a reviewer without the permission and an empty choice, changing nothing", async () => {
    const before = await detail(personnel, mine);
    expectBadRequest(await assign([mine, "no-such-application"], userId("personnel")), "申请不存在");
    expectBadRequest(await assign([mine], userId("declarant")), "审核人须是有申请审核权限的人员");
    expectBadRequest(await assign([], userId("personnel")), "请至少选择一份申请");
    const after = await detail(personnel, mine);
    expect([after.reviewerName, after.version, after.history.length]).toEqual([
      before.reviewerName,
      before.version,
      before.history.length,
    ]);
  });

  it("spreads every waiting application evenly in one action", async () => {
    const waiting = (await list("&status=SUBMITTED")).total;
    expect(waiting).toBeGreaterThan(0);
    const progress = data<ApplicationProgress>(await personnel.get(`${API}/progress`));
    expect(progress.counts.SUBMITTED).toBe(waiting);
    const reviewers = ["app_reviewer", "personnel"].map(userId);
    expect(progress.reviewers.map((r) => r.userId)).toEqual(expect.arrayContaining(reviewers));
    const openBefore = new Map(progress.reviewers.map((r) => [r.userId, r.open]));
    const reply = await personnel.post(`${API}/assignEvenly`, { reviewerIds: reviewers });
    expect(reply.json().data).toEqual({ count: waiting });
    const after = data<ApplicationProgress>(await personnel.get(`${API}/progress`));
    expect(after.counts.SUBMITTED).toBe(0);
    const [first = 0, second = 0] = reviewers.map((id) => after.reviewers.find((r) => r.userId === id)?.open ?? 0);
    const total = reviewers.reduce((n, id) => n + (openBefore.get(id) ?? 0), 0) + waiting;
    expect(first + second).toBe(total);
    expect(Math.abs(first - second)).toBeLessThanOrEqual(
      Math.max(
        1,
        Math.abs((openBefore.get(reviewers[0] as string) ?? 0) - (openBefore.get(reviewers[1] as string) ?? 0)),
      ),
    );
    expectBadRequest(await personnel.post(`${API}/assignEvenly`, { reviewerIds: reviewers }), "没有待分配的申请");
  });
});

describe("decisions", () => {
  let fresh = 0;
  /** A fresh application on a track, allocated to a reviewer; its current version. */
  async function allocated(track: string, to: string) {
    // a staff member whom no application names yet
    fresh += 1;
    const [person] = await db()
      .select()
      .from(t.staff)
      .orderBy(t.staff.employeeNo)
      .offset(200 + fresh)
      .limit(1);
    const { id } = data<{ id: string }>(
      await personnel.post(`${API}/enter`, {
        staffId: person?.id,
        projectTimeId: fixture.batchId,
        track,
        grounds: `理由 ${track}`,
      }),
    );
    data(await assign([id], userId(to)));
    return { id, version: (await detail(personnel, id)).version, applicant: person?.userId as string };
  }

  it("approves a talent application: the named-list entry is written with the list's effects, and the applicant hears", async () => {
    const talents = (await queue(reviewer)).rows.find((r) => r.applicantName === "李明" && r.track === "talents");
    if (!talents) throw new Error("the declarant's talent application is not in the reviewer's queue");
    const reply = await reviewer.post(`${API}/decide`, {
      id: talents.id,
      version: talents.version,
      decision: "APPROVED",
    });
    expect(reply.json()).toMatchObject({ status: 200, message: "已保存审核结论", data: { status: "APPROVED" } });
    const [entry] = await db()
      .select()
      .from(t.namedLists)
      .where(and(eq(t.namedLists.listType, "talents"), eq(t.namedLists.staffId, talents.staffId)));
    expect(entry).toMatchObject({ status: "approved", effects: { quotaExempt: true, seniorityRelaxYears: 2 } });
    const page = data<{ rows: { name: string; status: string }[] }>(
      await personnel.get(`/api/zcps-sh/talents/page?keyword=${encodeURIComponent("李明")}`),
    );
    expect(page.rows.map((r) => r.status)).toContain("approved");
    const [notice] = await inbox("declarant", "application.approved");
    expect(notice?.body).toContain("你的国家级/省级人才申请已审核通过");
    expect((await decisionsOf(talents.id)).map((d) => d.decision)).toEqual(["APPROVED"]);
    // deciding again changes nothing
    expectBadRequest(
      await reviewer.post(`${API}/decide`, {
        id: talents.id,
        version: talents.version + 1,
        decision: "REJECTED",
        reason: "x",
      }),
      "该申请已有审核结论，不能重复审核",
    );
    expect((await decisionsOf(talents.id)).length).toBe(1);
    expect((await queue(reviewer, "DECIDED")).rows.map((r) => r.id)).toContain(talents.id);
  });

  it("refuses a rejection without reason, an unknown application and an application not allocated to the caller", async () => {
    const { id, version, applicant } = await allocated("kyry", "app_reviewer");
    expectBadRequest(
      await reviewer.post(`${API}/decide`, { id, version, decision: "REJECTED", reason: " " }),
      "不通过须填写理由",
    );
    expectBadRequest(
      await reviewer.with({ lang: "en" }).post(`${API}/decide`, { id, version, decision: "REJECTED" }),
      "Give the reason for a rejection",
    );
    expectBadRequest(
      await reviewer.post(`${API}/decide`, { id: "no-such-application", version, decision: "APPROVED" }),
      "申请不存在",
    );
    expectBadRequest(
      await personnel.post(`${API}/decide`, { id, version, decision: "APPROVED" }),
      "该申请未分配给你，不能审核",
    );
    expectBadRequest(
      await reviewer.post(`${API}/decide`, { id, version: version - 1, decision: "APPROVED" }),
      "该申请已被他人处理或已重新分配，请刷新后重试",
    );
    expect((await detail(reviewer, id)).status).toBe("ASSIGNED");
    expect(await decisionsOf(id)).toEqual([]);
    const rejected = await reviewer.post(`${API}/decide`, { id, version, decision: "REJECTED", reason: "材料不足" });
    expect(rejected.json().data.status).toBe("REJECTED");
    const [notice] = await db()
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, applicant), eq(t.userMessages.kind, "application.rejected")));
    expect(notice?.body).toBe("你的抗疫一线人员申请未通过审核：材料不足");
  });

  it("gives one decision and one clear refusal when the same application is decided twice at once", async () => {
    const { id, version } = await allocated("tpUser", "app_reviewer");
    const [otherTab] = await signedIn(server, ["app_reviewer"]);
    const replies = await Promise.all([
      reviewer.post(`${API}/decide`, { id, version, decision: "APPROVED" }),
      otherTab.post(`${API}/decide`, { id, version, decision: "REJECTED", reason: "不符合" }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refusal = replies.find((r) => r.statusCode === 400)?.json().message;
    expect(["该申请已有审核结论，不能重复审核", "该申请已被他人处理或已重新分配，请刷新后重试"]).toContain(refusal);
    const decisions = await decisionsOf(id);
    expect(decisions).toHaveLength(1);
    expect((await detail(personnel, id)).status).toBe(decisions[0]?.decision);
  });

  it("gives the reviewer it moved to the decision when two reviewers decide at once", async () => {
    const { id, version } = await allocated("exceptional", "app_reviewer");
    // personnel move it to themself while the first reviewer still has it open
    data(await assign([id], userId("personnel")));
    const moved = (await detail(personnel, id)).version;
    const [first, second] = await Promise.all([
      reviewer.post(`${API}/decide`, { id, version, decision: "APPROVED" }),
      personnel.post(`${API}/decide`, { id, version: moved, decision: "REJECTED", reason: "业绩不足" }),
    ]);
    expectBadRequest(first, "该申请未分配给你，不能审核");
    expect(second.statusCode).toBe(200);
    expect((await decisionsOf(id)).map((d) => [d.decision, d.reviewerName])).toEqual([["REJECTED", "赵敏"]]);
  });
});

describe("the effects of an approval", () => {
  it("opens exceptional promotion to a declarant only once their application is approved", async () => {
    const declare = (method: string) =>
      declarant.post("/api/zcps-sh/userCenter/declarations", {
        projectTimeId: fixture.batchId,
        titleId: fixture.titleId,
        trackCode: "",
        method,
      });
    expectBadRequest(await declare("EXCEPTIONAL"), "破格申报须先在个人中心提交破格申请，并经学校审核通过");
    expectBadRequest(
      await declarant.with({ lang: "en" }).post("/api/zcps-sh/userCenter/declarations", {
        projectTimeId: fixture.batchId,
        titleId: fixture.titleId,
        trackCode: "",
        method: "EXCEPTIONAL",
      }),
      "Exceptional promotion needs an approved exceptional-promotion application: file one from your home page first",
    );
    // the application rejected above does not open it either
    const filed = await file(declarant, { track: "exceptional", grounds: "省部级科技进步一等奖" });
    const id = filed.json().data.id as string;
    data(await assign([id], userId("app_reviewer")));
    expectBadRequest(await declare("EXCEPTIONAL"), "破格申报须先在个人中心提交破格申请，并经学校审核通过");
    const version = (await detail(reviewer, id)).version;
    data(await reviewer.post(`${API}/decide`, { id, version, decision: "APPROVED" }));
    expect((await inbox("declarant", "application.approved")).some((m) => m.body.includes("可选择破格申报"))).toBe(
      true,
    );
    const created = data<{ id: string }>(await declare("EXCEPTIONAL"));
    const [row] = await db().select().from(t.declarations).where(eq(t.declarations.id, created.id));
    expect(row?.method).toBe("EXCEPTIONAL");
  });

  it("reviews a pending entry of the talents page as an application, whichever page decides it", async () => {
    const [person] = await db()
      .select()
      .from(t.staff)
      .where(eq(t.staff.userId, userId("unit_admin")));
    const staffId = person?.id ?? (await db().select().from(t.staff).limit(1))[0]?.id;
    const entry = data<{ id: string; status: string }>(
      await personnel.post("/api/zcps-sh/tpUser", { staffId, projectTimeId: fixture.batchId, evidence: "特聘协议" }),
    );
    expect(entry.status).toBe("pending");
    const opened = (await list("&track=tpUser&status=SUBMITTED")).rows.find((r) => r.staffId === staffId);
    expect(opened).toMatchObject({ source: "NAMED_LIST", grounds: "特聘协议" });
    // decided inline on the tpUser page: the application closes with the same decision
    data(await personnel.post(`/api/zcps-sh/tpUser/${entry.id}/review`, { decision: "rejected", comment: "聘期未满" }));
    const closed = await detail(personnel, opened?.id as string);
    expect(closed).toMatchObject({ status: "REJECTED", decisionReason: "聘期未满" });
    // edited, the entry waits for review again: a new application, which an approval settles on the list
    data(
      await personnel.put(`/api/zcps-sh/tpUser/${entry.id}`, {
        staffId,
        projectTimeId: fixture.batchId,
        evidence: "补充聘任文件",
      }),
    );
    const reopened = (await list("&track=tpUser&status=SUBMITTED")).rows.find((r) => r.staffId === staffId);
    expect(reopened?.id).not.toBe(opened?.id);
    data(await assign([reopened?.id as string], userId("app_reviewer")));
    const version = (await detail(reviewer, reopened?.id as string)).version;
    data(await reviewer.post(`${API}/decide`, { id: reopened?.id, version, decision: "APPROVED" }));
    const [listed] = await db().select().from(t.namedLists).where(eq(t.namedLists.id, entry.id));
    expect(listed?.status).toBe("approved");
  });
});

describe("statistics", () => {
  it("counts by track × status and per reviewer, and exports both as xlsx in the caller's language", async () => {
    const stats = data<ApplicationStatistics>(await personnel.get(`${API}/statistics`));
    const { rows } = await list();
    expect(stats.totals.total).toBe(rows.length);
    for (const row of stats.byTrack) expect(row.total).toBe(rows.filter((r) => r.track === row.track).length);
    expect(stats.byTrack.find((r) => r.track === "exceptional")?.APPROVED).toBe(
      rows.filter((r) => r.track === "exceptional" && r.status === "APPROVED").length,
    );
    const exported = await personnel.get(`${API}/statistics/export?lang=en`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("application-statistics");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("By track");
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      "Track",
      "Awaiting allocation",
      "Under review",
      "Approved",
      "Rejected",
      "Total",
    ]);
    expect(sheet?.getRow(6).getCell(6).value).toBe(stats.totals.total);
    expect(workbook.getWorksheet("By reviewer")?.rowCount).toBe(stats.byReviewer.length + 1);
    expectRefused(await reviewer.get(`${API}/statistics`));
  });
});
