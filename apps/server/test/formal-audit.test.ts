import { randomUUID } from "node:crypto";
import type { CheckLogRow } from "@zcps/contracts/zcps/declaration/api";
import type { CheckContent } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type {
  AllocationReply,
  OutcomeCount,
  TeamCaseRow,
  TeamCheckContent,
  TeamProgress,
  TeamRow,
  TeamsReply,
} from "@zcps/contracts/zcps/team-review/api";
import { FORMAL_AUDIT_ROUTES as F, PERSONNEL_ROUTES as P } from "@zcps/contracts/zcps/team-review/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { lapseOverdueReturns } from "../src/modules/title-evaluation/kit";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type TeamReviewFixture, teamReviewFixture } from "./team-review-fixture";

let server: TestServer;
let fx: TeamReviewFixture;
let personnel: Client;
let auditor: Client;
let auditor2: Client;
let csAuditor: Client;
let unitAuditor: Client;
let declarantClient: Client;
let teamA: TeamRow;
let teamB: TeamRow;
/** cs declarants' declarations (team A's) and fl ones (team B's); `weak`: its first paper was not recognised */
let cs1: { id: string; itemIds: string[] };
let cs2: { id: string; itemIds: string[] };
let weak: { id: string; itemIds: string[] };
let fl1: { id: string; itemIds: string[] };
let owners: Record<string, { staffId: string; userId: string; unitId: string }>;

const version = async (id: string) => (await fx.status(id))?.version as number;
const teamsOf = async () => data<TeamsReply>(await personnel.get(`${F.teams}?projectTimeId=${fx.base.batchId}`));

beforeAll(async () => {
  server = await startTestServer();
  fx = await teamReviewFixture(server);
  await fx.account("fa_second", "钱多", fx.units.hr, "formal_auditor");
  await fx.account("fa_cs", "孔明", fx.units.cs, "formal_auditor");
  await fx.account("fa_fl", "吕文", fx.units.fl, "formal_auditor");
  // the School of Foreign Languages' administrator (from the personnel office) is a formal auditor too, in no team
  const unitAuditorId = await fx.account("fa_unit", "严谨", fx.units.hr, "unit_admin");
  await fx.joinGroup(unitAuditorId, "formal_auditor");
  await fx.db
    .insert(t.unitAdmins)
    .values({ id: randomUUID(), tenantId: "default", unitId: fx.units.fl, userId: unitAuditorId, role: "admin" });
  owners = {
    cs1: await fx.declarant(fx.units.cs, "计一"),
    cs2: await fx.declarant(fx.units.cs, "计二"),
    weak: await fx.declarant(fx.units.cs, "计三"),
    fl1: await fx.declarant(fx.units.fl, "外一"),
  };
  cs1 = await fx.inFormalAudit(owners.cs1 as never);
  cs2 = await fx.inFormalAudit(owners.cs2 as never);
  weak = await fx.inFormalAudit(owners.weak as never, 2, true);
  fl1 = await fx.inFormalAudit(owners.fl1 as never);
  [personnel, auditor, auditor2, csAuditor, declarantClient, unitAuditor] = await signedIn(server, [
    "personnel",
    "formal_auditor",
    "fa_second",
    "fa_cs",
    "tr_declarant1",
    "fa_unit",
  ] as const);
}, 180_000);
afterAll(async () => server.close());

describe("teams", () => {
  it("personnel form teams of the stage's reviewers; the members are told; others cannot join", async () => {
    const { candidates } = await teamsOf();
    const id = (name: string) => candidates.find((c) => c.name === name)?.userId as string;
    expect(candidates.find((c) => c.name === "孔明")?.unitId).toBe(fx.units.cs);
    teamA = data<TeamRow>(
      await personnel.post(F.teamCreate, {
        projectTimeId: fx.base.batchId,
        name: "第一组",
        leaderId: id("杨磊"),
        memberIds: [id("钱多")],
      }),
    );
    expect(teamA.members.map((m) => [m.name, m.duty])).toEqual([
      ["杨磊", "LEADER"],
      ["钱多", "MEMBER"],
    ]);
    teamB = data<TeamRow>(
      await personnel.post(F.teamCreate, { projectTimeId: fx.base.batchId, name: "第二组", leaderId: id("孔明") }),
    );
    expect(teamB.unitIds).toEqual([fx.units.cs]);
    expect((await fx.inbox("fa_second", "team.added"))[0]?.body).toContain("第一组");
    // a declarant holds no formal-audit role; a name is taken once
    const declarant = await fx.userId("tr_declarant1");
    expectBadRequest(
      await personnel.post(F.teamCreate, { projectTimeId: fx.base.batchId, name: "第三组", leaderId: declarant }),
      "小组成员须是持有本环节审核角色的用户",
    );
    expectBadRequest(
      await personnel.post(F.teamCreate, { projectTimeId: fx.base.batchId, name: "第一组", leaderId: id("钱多") }),
      "本环节已有同名小组",
    );
    expectBadRequest(await personnel.post(F.teamCreate, { name: " ", leaderId: id("钱多") }));
  });

  it("only personnel form teams and allocate", async () => {
    expectRefused(await auditor.post(F.teamCreate, { name: "x", leaderId: "x" }));
    expectRefused(await auditor.post(F.allocation, { mode: "EVEN" }));
    expectRefused(await declarantClient.post(F.queue, {}));
  });
});

describe("allocation", () => {
  it("refuses by hand a team with a member from the declarant's unit, and changes nothing", async () => {
    const res = await personnel.post(F.allocation, {
      projectTimeId: fx.base.batchId,
      mode: "HAND",
      declarationIds: [cs1.id],
      teamId: teamB.id,
    });
    expectBadRequest(res, "第二组有成员来自申报人所在单位（计算机科学与技术学院），请改选其他小组");
    // in English the unit is named in English
    const en = await personnel.with({ lang: "en" }).post(F.allocation, {
      projectTimeId: fx.base.batchId,
      mode: "HAND",
      declarationIds: [cs1.id],
      teamId: teamB.id,
    });
    expectBadRequest(
      en,
      "第二组 has a member from the declarant's unit (School of Computer Science): choose another team",
    );
    expect(await fx.caseOf(cs1.id, "FORMAL_AUDIT")).toMatchObject({ teamId: null });
  });

  it("previews the even allocation exactly, writing nothing", async () => {
    const body = { projectTimeId: fx.base.batchId, mode: "EVEN", by: "UNIT" };
    const told = (await fx.inbox("formal_auditor", "team.allocated")).length;
    const preview = data<AllocationReply>(await personnel.post(F.allocation, { ...body, dryRun: true }));
    expect(preview).toMatchObject({ dryRun: true, allocated: 4, moved: 0, unplaced: [] });
    expect(preview.perTeam.map((p) => [p.name, p.allocated, p.load])).toEqual([
      ["第一组", 3, 3],
      ["第二组", 1, 1],
    ]);
    // team B alone: the three declarations of its member's unit would stay out, each with why
    const alone = data<AllocationReply>(
      await personnel.post(F.allocation, { ...body, teamIds: [teamB.id], dryRun: true }),
    );
    expect(alone.allocated).toBe(1);
    expect(alone.unplaced.map((u) => [u.staffName, u.reasonText]).sort()).toEqual([
      ["计一", "每个小组都有来自申报人所在单位的成员"],
      ["计三", "每个小组都有来自申报人所在单位的成员"],
      ["计二", "每个小组都有来自申报人所在单位的成员"],
    ]);
    for (const d of [cs1, fl1]) expect(await fx.caseOf(d.id, "FORMAL_AUDIT")).toMatchObject({ teamId: null });
    expect(await fx.inbox("formal_auditor", "team.allocated")).toHaveLength(told);
  });

  it("allocates evenly in one action, never to a team with a member of the declarant's unit", async () => {
    const reply = data<AllocationReply>(
      await personnel.post(F.allocation, { projectTimeId: fx.base.batchId, mode: "EVEN", by: "UNIT" }),
    );
    expect(reply).toMatchObject({ dryRun: false, allocated: 4, moved: 0, unplaced: [] });
    expect(reply.perTeam.map((p) => [p.name, p.allocated, p.load])).toEqual([
      ["第一组", 3, 3],
      ["第二组", 1, 1],
    ]);
    for (const d of [cs1, cs2, weak]) expect((await fx.caseOf(d.id, "FORMAL_AUDIT"))?.teamId).toBe(teamA.id);
    expect((await fx.caseOf(fl1.id, "FORMAL_AUDIT"))?.teamId).toBe(teamB.id);
    expect((await fx.inbox("formal_auditor", "team.allocated")).some((m) => m.body.includes("3 份申报已分配给"))).toBe(
      true,
    );
    // nothing is left to allocate
    expect(
      data<AllocationReply>(await personnel.post(F.allocation, { projectTimeId: fx.base.batchId, mode: "EVEN" }))
        .allocated,
    ).toBe(0);
  });

  it("lists the stage for personnel with each declaration's team", async () => {
    const list = data<{ rows: TeamCaseRow[]; total: number }>(
      await personnel.post(F.declarations, { projectTimeId: fx.base.batchId, teamId: teamA.id }),
    );
    expect(list.total).toBe(3);
    expect(list.rows.every((r) => r.teamName === "第一组" && r.status === "PENDING")).toBe(true);
  });
});

describe("a team's members and the units of its declarations", () => {
  it("refuses a member from the unit of a declaration the team still has to decide, and changes nothing", async () => {
    const { candidates } = await teamsOf();
    const id = (name: string) => candidates.find((c) => c.name === name)?.userId as string;
    const save = (team: TeamRow, memberIds: string[]) =>
      personnel.put(F.teamUpdate.replace(":id", team.id), {
        projectTimeId: fx.base.batchId,
        name: team.name,
        leaderId: team.leaderId,
        memberIds,
      });
    // team B holds 外一's declaration (School of Foreign Languages): 吕文 of that school may not join it
    expectBadRequest(
      await save(teamB, [id("吕文")]),
      `吕文来自${candidates.find((c) => c.name === "吕文")?.unitName}，本组尚有该单位的 1 份申报未审结，请先将其分配给其他小组`,
    );
    expectBadRequest(
      await personnel.with({ lang: "en" }).put(F.teamUpdate.replace(":id", teamB.id), {
        projectTimeId: fx.base.batchId,
        name: teamB.name,
        leaderId: teamB.leaderId,
        memberIds: [id("吕文")],
      }),
      "吕文 is from School of Foreign Languages, and the team still has 1 declaration(s) of that unit to decide: allocate them to another team first",
    );
    const after = (await teamsOf()).teams.find((t) => t.id === teamB.id);
    expect(after?.members.map((m) => m.name)).toEqual(["孔明"]);
    expect(await fx.inbox("fa_fl", "team.added")).toEqual([]);
  });
});

describe("a member's queue and check", () => {
  it("shows a member only their team's declarations", async () => {
    const mine = data<{ rows: TeamCaseRow[]; total: number; teams: unknown[] }>(
      await auditor.post(F.queue, { projectTimeId: fx.base.batchId }),
    );
    expect(mine.rows.map((r) => r.declarationId).sort()).toEqual([cs1.id, cs2.id, weak.id].sort());
    const theirs = data<{ rows: TeamCaseRow[] }>(await csAuditor.post(F.queue, { projectTimeId: fx.base.batchId }));
    expect(theirs.rows.map((r) => r.declarationId)).toEqual([fl1.id]);
    expectBadRequest(await auditor.get(`${F.checkCont}?declarationId=${fl1.id}`), "该申报不由你所在的小组审核");
    expect((await auditor.get(`${F.checkCont}?declarationId=no-such-declaration`)).statusCode).toBe(404);
  });

  it("a member taken out of a team stops seeing its declarations at once, and sees them again when put back", async () => {
    const queue = async () =>
      data<{ rows: TeamCaseRow[]; teams: { name: string }[] }>(
        await auditor2.post(F.queue, { projectTimeId: fx.base.batchId }),
      );
    const save = (memberIds: string[]) =>
      personnel.put(F.teamUpdate.replace(":id", teamA.id), {
        projectTimeId: fx.base.batchId,
        name: teamA.name,
        leaderId: teamA.leaderId,
        memberIds,
      });
    const before = await queue();
    expect(before.rows).toHaveLength(3);
    expect(before.teams.map((team) => team.name)).toEqual(["第一组"]);
    data(await save([]));
    expect(await queue()).toEqual({ rows: [], total: 0, teams: [] });
    data(await save([await fx.userId("fa_second")]));
    expect((await queue()).rows.map((r) => r.declarationId).sort()).toEqual([cs1.id, cs2.id, weak.id].sort());
  });

  it("a unit administrator who also audits reads another unit's declarant only through their team", async () => {
    // the declaration header's route comes with the unit role; the formal audit's role reaches other units' declarants
    // only where their declaration is allocated to one of the caller's teams
    const header = (caller: Client, staffId: string) => caller.get(`/api/zcps-sh/sys/user/${staffId}`);
    for (const id of [owners.cs1?.staffId, owners.cs1?.userId] as string[]) {
      const refused = await header(unitAuditor, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: 404, message: "记录不存在" });
    }
    // their own unit's declarant, as its administrator
    const own = await header(unitAuditor, owners.fl1?.staffId as string);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ name: "外一" });
  });

  it("opens the attachments of their team's declarations only; another team's are not found", async () => {
    const ours = await fx.attach(cs1.id, cs1.itemIds[0] as string);
    const theirs = await fx.attach(fl1.id, fl1.itemIds[0] as string);
    const preview = (caller: Client, id: string) => caller.get(`/api/zcps-sh/declaration/attachment/${id}`);
    const opened = await preview(auditor, ours.id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.rawPayload.equals(ours.bytes)).toBe(true);
    expect((await preview(csAuditor, theirs.id)).statusCode).toBe(200);
    // a member of team A asks for team B's declaration, and team B's member for team A's: as if it did not exist
    for (const [caller, id] of [
      [auditor, theirs.id],
      [auditor2, theirs.id],
      [csAuditor, ours.id],
    ] as const) {
      const refused = await preview(caller, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: 404, message: "记录不存在" });
    }
    // personnel read every declaration of the stage
    expect((await preview(personnel, theirs.id)).statusCode).toBe(200);
  });

  it("recomputes the conditions on verified items only, with each rule's figures and the departments' verdicts", async () => {
    const content = data<TeamCheckContent>(await auditor.get(`${F.checkCont}?declarationId=${weak.id}`));
    // one paper of two verified: the requirement (at least one paper, a hard condition) still passes
    expect(content.eligibility.pass).toBe(true);
    expect(content.eligibility.rules.find((r) => r.id === "papers")).toMatchObject({
      pass: true,
      actual: 1,
      hard: true,
    });
    expect(content.eligibility.counted).toContainEqual({ materialType: "PAPER", declared: 2, verified: 1 });
    const refused = content.verdicts.find((v) => v.itemId === weak.itemIds[0]);
    expect(refused).toMatchObject({ verifyStatus: "NOT_RECOGNIZED", verifyComment: "检索证明与原文不符" });
    expect(refused?.departName).toBe("科研处");
    expect(content.checklist[0]).toMatchObject({ key: "conditionsMet", suggested: true });
    expect(content.checklist.map((c) => c.key)).toContain("任现职年限符合要求");
    // the setting's points read in the caller's language
    const english = data<TeamCheckContent>(
      await auditor.with({ lang: "en" }).get(`${F.checkCont}?declarationId=${weak.id}`),
    );
    expect(english.checklist.find((c) => c.key === "任现职年限符合要求")?.label).toEqual({
      zh: "任现职年限符合要求",
      en: "The years in the current title meet the requirement",
    });
    expect(content.allowed).toMatchObject({ check: true, submit: true, withdraw: false });
    expect(content.departments.map((d) => d.name)).toEqual(["科研处"]);
  });

  it("records a member's check without moving the declaration", async () => {
    const before = await version(cs1.id);
    const res = await auditor2.post(F.check, {
      declarationId: cs1.id,
      version: before,
      checklist: [{ key: "conditionsMet", ok: true }],
      conclusion: "PASS",
      comment: "材料齐全",
    });
    expect(data(res)).toMatchObject({ status: "CHECKED" });
    expect(await version(cs1.id)).toBe(before);
    const queue = data<{ rows: TeamCaseRow[] }>(await auditor.post(F.queue, { projectTimeId: fx.base.batchId }));
    expect(queue.rows.find((r) => r.declarationId === cs1.id)).toMatchObject({
      status: "CHECKED",
      checks: 1,
      lastCheck: { userName: "钱多", conclusion: "PASS" },
    });
  });
});

describe("bad input changes nothing", () => {
  it("refuses a return without issues, ineligibility without reason, unknown items and rules, a stale version", async () => {
    const v = await version(cs2.id);
    const decisionsBefore = (await fx.decisions(cs2.id)).length;
    expectBadRequest(
      await auditor.post(F.returnAudit, { declarationId: cs2.id, version: v, target: "DECLARANT", issues: [] }),
      "退回须一次性列出全部需整改的问题",
    );
    expectBadRequest(
      await auditor.post(F.submit, { declarationId: cs2.id, version: v, decision: "INELIGIBLE", reason: "" }),
    );
    expectBadRequest(
      await auditor.post(F.returnAudit, {
        declarationId: cs2.id,
        version: v,
        target: "DECLARANT",
        issues: [{ itemId: fl1.itemIds[0], text: "补充" }],
      }),
      "所列材料不属于该申报",
    );
    expectBadRequest(
      await auditor.post(F.submit, {
        declarationId: cs2.id,
        version: v,
        decision: "INELIGIBLE",
        reason: "年限不足",
        ruleIds: ["no-such-rule"],
      }),
      "所列条件不属于该申报适用的申报条件",
    );
    expectBadRequest(
      await auditor.post(F.returnAudit, {
        declarationId: cs2.id,
        version: v,
        target: "DEPARTMENT",
        departId: fx.academic,
        issues: [{ itemId: cs2.itemIds[0], text: "请复核" }],
      }),
      "所列材料不由该部门核查",
    );
    const stale = await auditor.post(F.submit, { declarationId: cs2.id, version: v - 1, decision: "PASS" });
    expect(stale.statusCode).toBe(409);
    expectBadRequest(
      await csAuditor.post(F.submit, { declarationId: cs2.id, version: v, decision: "PASS" }),
      "该申报不由你所在的小组审核",
    );
    expect((await auditor.post(F.submit, { declarationId: "nope", version: 1, decision: "PASS" })).statusCode).toBe(
      404,
    );
    expect(await version(cs2.id)).toBe(v);
    expect((await fx.decisions(cs2.id)).length).toBe(decisionsBefore);
    expect((await fx.caseOf(cs2.id, "FORMAL_AUDIT"))?.status).toBe("PENDING");
  });
});

describe("decisions", () => {
  it("two members deciding at once: one decision lands, the other is refused", async () => {
    const v = await version(cs1.id);
    const [a, b] = await Promise.all([
      auditor.post(F.submit, { declarationId: cs1.id, version: v, decision: "PASS" }),
      auditor2.post(F.submit, { declarationId: cs1.id, version: v, decision: "PASS" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await fx.status(cs1.id))?.status).toBe("SYNTHESIS_REVIEW");
    expect((await fx.decisions(cs1.id)).filter((d) => d.event === "pass")).toHaveLength(1);
    expect((await fx.caseOf(cs1.id, "FORMAL_AUDIT"))?.status).toBe("PASSED");
    // the other member hears of the team's decision, the declarant of the move
    expect(
      (await fx.inbox("fa_second", "team.decided")).length + (await fx.inbox("formal_auditor", "team.decided")).length,
    ).toBe(1);
  });

  it("the team withdraws its pass while the synthesis review has not acted", async () => {
    const res = await auditor.post(P.withdraw, {
      declarationId: cs1.id,
      version: await version(cs1.id),
      reason: "误点通过",
    });
    expect(data(res)).toMatchObject({ state: "FORMAL_AUDIT" });
    expect((await fx.caseOf(cs1.id, "FORMAL_AUDIT"))?.status).toBe("PENDING");
    expect((await fx.caseOf(cs1.id, "SYNTHESIS_REVIEW"))?.status).toBe("LEFT");
    // nothing left to withdraw
    expectBadRequest(
      await auditor.post(P.withdraw, { declarationId: cs1.id, version: await version(cs1.id), reason: "再撤" }),
    );
    data(await auditor.post(F.submit, { declarationId: cs1.id, version: await version(cs1.id), decision: "PASS" }));
  });

  it("returns to one department to check named items again; the department re-verifies; the team passes", async () => {
    const res = await auditor.post(F.returnAudit, {
      declarationId: cs2.id,
      version: await version(cs2.id),
      target: "DEPARTMENT",
      departId: fx.research,
      issues: [{ itemId: cs2.itemIds[1], text: "期刊级别存疑，请复核" }],
    });
    expect(data(res)).toMatchObject({ state: "DEPARTMENT_REVIEW", status: "RETURNED", returnDeadline: null });
    const item = await fx.item(cs2.itemIds[1] as string);
    expect(item?.verifyStatus).toBe("PENDING");
    // the office's reviewer reads what the team asks them to check again, until they give the new verdict
    const recheckOf = async () =>
      data<CheckContent>(await fx.reviewer.get(`${DEPART_ROUTES.checkCont}?itemId=${item?.id}`)).item.recheck;
    expect(await recheckOf()).toMatchObject({ actorName: "杨磊", stage: "FORMAL_AUDIT" });
    expect((await recheckOf())?.comment).toContain("期刊级别存疑，请复核");
    data(
      await fx.reviewer.post("/api/zcps-sh/depart/verdict", {
        itemId: item?.id,
        version: item?.version,
        verdict: "VERIFIED",
      }),
    );
    expect((await fx.status(cs2.id))?.status).toBe("FORMAL_AUDIT");
    expect(await fx.caseOf(cs2.id, "FORMAL_AUDIT")).toMatchObject({ status: "PENDING", teamId: teamA.id });
    expect(await recheckOf()).toBeNull();
    expect((await fx.inbox("formal_auditor", "team.arrived")).length).toBeGreaterThan(0);
    data(await auditor.post(F.submit, { declarationId: cs2.id, version: await version(cs2.id), decision: "PASS" }));
    expect((await fx.status(cs2.id))?.status).toBe("SYNTHESIS_REVIEW");
  });

  it("finds a declaration ineligible with its reason and failing rules; the declarant sees them", async () => {
    await fx.db
      .update(t.declarationItems)
      .set({ verifyStatus: "NOT_RECOGNIZED" })
      .where(eq(t.declarationItems.id, weak.itemIds[1] as string));
    const content = data<TeamCheckContent>(await auditor.get(`${F.checkCont}?declarationId=${weak.id}`));
    expect(content.eligibility.pass).toBe(false);
    expect(content.eligibility.failedRuleIds).toContain("papers");
    const res = await auditor.post(F.submit, {
      declarationId: weak.id,
      version: await version(weak.id),
      decision: "INELIGIBLE",
      reason: "已认定论文不足 1 篇",
      ruleIds: ["papers"],
    });
    expect(data(res)).toMatchObject({ state: "INELIGIBLE", status: "INELIGIBLE" });
    const [decision] = (await fx.decisions(weak.id)).filter((d) => d.event === "ineligible");
    expect(decision).toMatchObject({ reason: "已认定论文不足 1 篇", actorRole: "FORMAL_AUDITOR" });
    expect(decision?.detail).toMatchObject({ ruleIds: ["papers"] });
    expect((await fx.inbox("tr_declarant3")).some((m) => m.body.includes("不符合申报条件"))).toBe(true);
    // the declarant's timeline names the failing condition in words, not by its id
    const [weakDeclarant] = await signedIn(server, ["tr_declarant3"] as const);
    const log = data<CheckLogRow[]>(await weakDeclarant.get(`/api/zcps-sh/sys/findCheckLog?declarationId=${weak.id}`));
    const paperRule = content.eligibility.rules.find((r) => r.id === "papers")?.text;
    expect(paperRule).toMatch(/论文/);
    expect(log.find((r) => r.event === "ineligible")).toMatchObject({
      reason: "已认定论文不足 1 篇",
      failedRules: [paperRule],
    });
    expect(log.filter((r) => r.event !== "ineligible").every((r) => r.failedRules.length === 0)).toBe(true);
  });
});

describe("a return to the declarant", () => {
  it("lists everything at once, sets a deadline in working days, and the correction comes back to the team", async () => {
    const res = await csAuditor.post(F.returnAudit, {
      declarationId: fl1.id,
      version: await version(fl1.id),
      target: "DECLARANT",
      issues: [
        { itemId: fl1.itemIds[0], materialType: "PAPER", text: "缺少检索证明" },
        { materialType: "SELF_SUMMARY", text: "个人述职须本人签字" },
      ],
    });
    const reply = data<{ state: string; returnDeadline: string }>(res);
    expect(reply.state).toBe("RETURNED");
    expect(reply.returnDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reply.returnDeadline > new Date().toISOString().slice(0, 10)).toBe(true);
    const [returned] = (await fx.decisions(fl1.id)).filter((d) => d.event === "return");
    expect(returned?.comment).toBe("1. 学术论文：缺少检索证明\n2. 任现职以来工作总结：个人述职须本人签字");
    expect((await fx.inbox("tr_declarant4", "team.returnDeadline"))[0]?.body).toContain(reply.returnDeadline);
    await fx.resubmit(fl1.id, owners.fl1?.userId as string);
    expect((await fx.status(fl1.id))?.status).toBe("FORMAL_AUDIT");
    expect(await fx.caseOf(fl1.id, "FORMAL_AUDIT")).toMatchObject({ status: "PENDING", teamId: teamB.id });
  });

  it("treats a return not corrected by its deadline as withdrawn, and tells the declarant", async () => {
    data(
      await csAuditor.post(F.returnAudit, {
        declarationId: fl1.id,
        version: await version(fl1.id),
        target: "DECLARANT",
        issues: [{ text: "补充任职证明" }],
      }),
    );
    // not yet due: nothing happens
    expect((await lapseOverdueReturns(fx.db, "default", new Date(), "2000-01-01")).lapsed).toBe(0);
    await fx.db.update(t.teamCases).set({ returnDeadline: "2000-01-03" }).where(eq(t.teamCases.declarationId, fl1.id));
    expect(
      (await lapseOverdueReturns(fx.db, "default", new Date(), new Date().toISOString().slice(0, 10))).lapsed,
    ).toBe(1);
    expect((await fx.status(fl1.id))?.status).toBe("WITHDRAWN");
    expect((await fx.caseOf(fl1.id, "FORMAL_AUDIT"))?.status).toBe("LAPSED");
    expect((await fx.inbox("tr_declarant4", "team.lapsed"))[0]?.body).toContain("2000-01-03");
  });
});

describe("the leader's confirmation", () => {
  it("where the batch asks for it, a member records a check and only the leader submits", async () => {
    const owner = await fx.declarant(fx.units.cs, "计四");
    const d = await fx.inFormalAudit(owner);
    data(
      await personnel.post(F.allocation, {
        projectTimeId: fx.base.batchId,
        mode: "HAND",
        declarationIds: [d.id],
        teamId: teamA.id,
      }),
    );
    await fx.setting("formalAuditLeaderConfirms", true);
    expectBadRequest(
      await auditor2.post(F.submit, { declarationId: d.id, version: await version(d.id), decision: "PASS" }),
      "本环节的审核结论须由组长确认提交，请记录你的审核意见",
    );
    data(await auditor2.post(F.check, { declarationId: d.id, version: await version(d.id), conclusion: "PASS" }));
    expect(
      (await fx.inbox("formal_auditor", "team.checked")).some((m) => m.body.includes("钱多已审核计四的申报（通过）")),
    ).toBe(true);
    data(await auditor.post(F.submit, { declarationId: d.id, version: await version(d.id), decision: "PASS" }));
    await fx.setting("formalAuditLeaderConfirms", false);
  });
});

describe("personnel over the stage", () => {
  it("restarts a unit's audit: its declarations in the stage go back to the unit with the reason", async () => {
    const owner = await fx.declarant(fx.units.fl, "外二");
    const d = await fx.inFormalAudit(owner);
    const res = await personnel.post(P.unitStartAgainAudit, {
      projectTimeId: fx.base.batchId,
      stage: "FORMAL_AUDIT",
      unitId: fx.units.fl,
      reason: "单位推荐排序有误",
    });
    expect(data(res)).toMatchObject({ returned: 1, declarationIds: [d.id] });
    expect(await fx.status(d.id)).toMatchObject({ status: "UNIT_RECOMMENDATION", returnedFrom: "FORMAL_AUDIT" });
    expectBadRequest(
      await personnel.post(P.unitStartAgainAudit, {
        projectTimeId: fx.base.batchId,
        stage: "FORMAL_AUDIT",
        unitId: fx.units.fl,
        reason: "再来",
      }),
      "该单位在本环节没有申报",
    );
  });

  it("counts progress per team and member, the stage's figures, and outcomes by unit × title with xlsx", async () => {
    const progress = data<TeamProgress>(await auditor.get(`${F.progress}?projectTimeId=${fx.base.batchId}`));
    const a = progress.teams.find((x) => x.teamId === teamA.id);
    expect(a?.byStatus).toMatchObject({ PASSED: 3, INELIGIBLE: 1 });
    expect(a?.members.find((m) => m.name === "钱多")?.checks).toBe(2);
    const figures = data<{ formalAudit: { byStatus: Record<string, number> } }>(
      await personnel.get(`${P.findCount}?projectTimeId=${fx.base.batchId}`),
    );
    expect(figures.formalAudit.byStatus.LAPSED).toBe(1);
    const count = data<OutcomeCount>(
      await personnel.get(`${P.findDeclareCount}?type=FORMAL_AUDIT&projectTimeId=${fx.base.batchId}`),
    );
    const csRow = count.rows.find((r) => r.unitId === fx.units.cs);
    expect(csRow?.counts).toMatchObject({ PASSED: 3, INELIGIBLE: 1 });
    expect(count.totals.total).toBe(count.rows.reduce((n, r) => n + r.total, 0));
    const xlsx = await personnel.get(`${P.findDeclareCountExport}?type=FORMAL_AUDIT&projectTimeId=${fx.base.batchId}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const drill = data<{ rows: TeamCaseRow[] }>(
      await personnel.post(P.declarations, {
        stage: "FORMAL_AUDIT",
        projectTimeId: fx.base.batchId,
        status: "INELIGIBLE",
      }),
    );
    expect(drill.rows.map((r) => r.declarationId)).toEqual([weak.id]);
  });
});
