import {
  type AllocationReply,
  type DutyOption,
  type OutcomeCount,
  PERSONNEL_ROUTES as P,
  type RequirementReply,
  SYNTHESIS_ROUTES as S,
  type TeamCaseRow,
  type TeamCheckContent,
  type TeamProgress,
  type TeamRow,
  type TeamsReply,
  type VerifiedEligibility,
} from "@zcps/contracts/zcps/team-review/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type TeamReviewFixture, teamReviewFixture } from "./team-review-fixture";

let server: TestServer;
let fx: TeamReviewFixture;
let personnel: Client;
let member: Client;
let member2: Client;
let csMember: Client;
let teamX: TeamRow;
let teamY: TeamRow;
let s1: string;
let s2: string;
let s3: string;
let s4: string;

const version = async (id: string) => (await fx.status(id))?.version as number;

/** A declaration carried into the synthesis review: the formal audit passes it (personnel deciding it themselves). */
async function inSynthesis(unitId: string, name: string) {
  const owner = await fx.declarant(unitId, name);
  const { id } = await fx.inFormalAudit(owner);
  data(
    await personnel.post(P.submitUser, {
      stage: "FORMAL_AUDIT",
      declarationId: id,
      version: await version(id),
      decision: "PASS",
    }),
  );
  expect((await fx.status(id))?.status).toBe("SYNTHESIS_REVIEW");
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await teamReviewFixture(server);
  await fx.account("sy_second", "冯雪", fx.units.hr, "synthesis_member");
  await fx.account("sy_cs", "卫东", fx.units.cs, "synthesis_member");
  [personnel, member, member2, csMember] = await signedIn(server, [
    "personnel",
    "synthesis_member",
    "sy_second",
    "sy_cs",
  ] as const);
  s1 = await inSynthesis(fx.units.cs, "综一");
  s2 = await inSynthesis(fx.units.cs, "综二");
  s3 = await inSynthesis(fx.units.cs, "综三");
  s4 = await inSynthesis(fx.units.fl, "综四");
  // 综三 and 综四 claim one paper (same DOI)
  const paperOf = async (declarationId: string) =>
    (
      await fx.db
        .select()
        .from(t.declarationItems)
        .where(and(eq(t.declarationItems.declarationId, declarationId), eq(t.declarationItems.materialType, "PAPER")))
        .orderBy(t.declarationItems.orderNum)
    )[0];
  const [paper3, paper4] = [await paperOf(s3), await paperOf(s4)];
  await fx.db
    .update(t.declarationItems)
    .set({ payload: { ...(paper3?.payload ?? {}), doi: (paper4?.payload as { doi?: string } | undefined)?.doi } })
    .where(eq(t.declarationItems.id, paper3?.id as string));
}, 180_000);
afterAll(async () => server.close());

describe("synthesis teams and allocation", () => {
  it("forms teams and names the duties", async () => {
    const { candidates } = data<TeamsReply>(await personnel.get(`${S.teams}?projectTimeId=${fx.base.batchId}`));
    const id = (name: string) => candidates.find((c) => c.name === name)?.userId as string;
    teamX = data<TeamRow>(
      await personnel.post(S.teamCreate, {
        projectTimeId: fx.base.batchId,
        name: "综合一组",
        leaderId: id("黄强"),
        memberIds: [id("冯雪")],
      }),
    );
    teamY = data<TeamRow>(
      await personnel.post(S.teamCreate, { projectTimeId: fx.base.batchId, name: "综合二组", leaderId: id("卫东") }),
    );
    expect(data<DutyOption[]>(await member.get(S.duty))).toEqual([
      { code: "LEADER", name: "组长" },
      { code: "MEMBER", name: "组员" },
    ]);
    expect(data<DutyOption[]>(await member.with({ lang: "en" }).get(S.duty))[0]?.name).toBe("Leader");
  });

  it("allocates by discipline with the same exclusion: a team with a member of the unit never gets its declarations", async () => {
    const waiting = data<{ total: number }>(await personnel.post(S.unallocated, { projectTimeId: fx.base.batchId }));
    expect(waiting.total).toBe(4);
    const reply = data<AllocationReply>(
      await personnel.post(S.allocation, { projectTimeId: fx.base.batchId, mode: "EVEN", by: "DISCIPLINE" }),
    );
    expect(reply.unplaced).toEqual([]);
    for (const id of [s1, s2, s3]) expect((await fx.caseOf(id, "SYNTHESIS_REVIEW"))?.teamId).toBe(teamX.id);
    expect((await fx.caseOf(s4, "SYNTHESIS_REVIEW"))?.teamId).toBe(teamY.id);
    expect(data<{ total: number }>(await personnel.post(S.unallocated, { projectTimeId: fx.base.batchId })).total).toBe(
      0,
    );
  });

  it("only personnel allocate and rule", async () => {
    expectRefused(await member.post(S.allocation, { mode: "EVEN" }));
    expectRefused(await member.post(S.review, { declarationId: s1, version: 1, conclusion: "QUALIFIED", reason: "x" }));
  });
});

describe("a member's check", () => {
  it("shows the checklist with what the data suggest, duplicates across declarants, the requirement", async () => {
    const content = data<TeamCheckContent>(await member.get(`${S.checkCont}?declarationId=${s3}`));
    expect(content.checklist.map((c) => c.key)).toEqual([
      "conditionsMet",
      "representativeWorksValid",
      "exceptionalJustified",
      "postRestriction",
      "namedListFlags",
      "noDuplicates",
    ]);
    expect(content.checklist.find((c) => c.key === "noDuplicates")).toMatchObject({ suggested: false });
    expect(content.checklist.find((c) => c.key === "conditionsMet")).toMatchObject({ suggested: true });
    expect(content.duplicates[0]?.others.map((o) => o.staffName)).toEqual(["综四"]);
    const eligibility = data<VerifiedEligibility>(await member.post(S.requireCheck, { declarationId: s3 }));
    expect(eligibility.rules.map((r) => r.id)).toEqual(["root", "papers"]);
    const requirement = data<RequirementReply>(await member.get(S.require.replace(":id", s3)));
    expect(requirement.text).toBe("任现职以来发表论文不少于 1 篇");
    expect(requirement.lines.length).toBe(2);
    expectBadRequest(await csMember.get(`${S.checkCont}?declarationId=${s3}`), "该申报不由你所在的小组审核");
  });

  it("records checks, and the queue shows them", async () => {
    data(
      await member2.post(S.check, {
        declarationId: s1,
        version: await version(s1),
        checklist: [{ key: "conditionsMet", ok: true }],
        conclusion: "QUALIFIED",
      }),
    );
    expectBadRequest(
      await member2.post(S.check, { declarationId: s1, version: await version(s1), conclusion: "PASS" }),
      "审核结论不合法",
    );
    const queue = data<{ rows: TeamCaseRow[] }>(await member.post(S.queue, { projectTimeId: fx.base.batchId }));
    expect(queue.rows.map((r) => r.declarationId).sort()).toEqual([s1, s2, s3].sort());
    expect(queue.rows.find((r) => r.declarationId === s1)?.status).toBe("CHECKED");
  });
});

describe("conclusions", () => {
  it("QUALIFIED moves the declaration on; two members at once give one decision and one refusal", async () => {
    data(await member.post(S.submit, { declarationId: s1, version: await version(s1), decision: "QUALIFIED" }));
    expect((await fx.status(s1))?.status).toBe("QUALIFIED");
    const v = await version(s2);
    const [a, b] = await Promise.all([
      member.post(S.submit, { declarationId: s2, version: v, decision: "QUALIFIED" }),
      member2.post(S.submit, { declarationId: s2, version: v, decision: "QUALIFIED" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await fx.decisions(s2)).filter((d) => d.event === "conclude")).toHaveLength(1);
  });

  it("a negative or disputed conclusion needs a comment; a stale version changes nothing", async () => {
    const v = await version(s3);
    expectBadRequest(await member.post(S.submit, { declarationId: s3, version: v, decision: "DISPUTED" }));
    expect((await member.post(S.submit, { declarationId: s3, version: v - 1, decision: "QUALIFIED" })).statusCode).toBe(
      409,
    );
    expect(await version(s3)).toBe(v);
  });

  it("a dispute goes to the personnel lead, whose ruling with its reason ends it", async () => {
    data(
      await member.post(S.submit, {
        declarationId: s3,
        version: await version(s3),
        decision: "DISPUTED",
        comment: "代表作与他人重复，认定有分歧",
      }),
    );
    expect(await fx.status(s3)).toMatchObject({ status: "SYNTHESIS_REVIEW" });
    expect((await fx.caseOf(s3, "SYNTHESIS_REVIEW"))?.status).toBe("DISPUTED");
    expect((await fx.inbox("personnel", "team.disputed")).some((m) => m.body.includes("代表作与他人重复"))).toBe(true);
    // the team waits for the ruling
    expectBadRequest(
      await member2.post(S.submit, { declarationId: s3, version: await version(s3), decision: "QUALIFIED" }),
      "该申报的争议正待人事处裁定",
    );
    const disputed = data<{ rows: TeamCaseRow[] }>(
      await personnel.post(S.byStatus, { projectTimeId: fx.base.batchId, status: "DISPUTED" }),
    );
    expect(disputed.rows.map((r) => r.declarationId)).toEqual([s3]);
    const content = data<TeamCheckContent>(await personnel.get(`${S.checkCont}?declarationId=${s3}`));
    expect(content.allowed.rule).toBe(true);
    expectBadRequest(
      await personnel.post(S.review, {
        declarationId: s3,
        version: await version(s3),
        conclusion: "QUALIFIED",
        reason: "",
      }),
    );
    const ruled = await personnel.post(S.review, {
      declarationId: s3,
      version: await version(s3),
      conclusion: "QUALIFIED",
      reason: "经核实为合作成果，双方均署名，认定有效",
    });
    expect(data(ruled)).toMatchObject({ state: "QUALIFIED", status: "QUALIFIED" });
    const timeline = (await fx.decisions(s3)).map((d) => [d.event, d.actorRole, d.comment]);
    expect(timeline.slice(-2)).toEqual([
      ["conclude", "SYNTHESIS_MEMBER", "代表作与他人重复，认定有分歧"],
      ["conclude", "PERSONNEL", "经核实为合作成果，双方均署名，认定有效"],
    ]);
    expect((await fx.inbox("sy_second", "team.ruled"))[0]?.body).toContain("合格");
    expectBadRequest(
      await personnel.post(S.review, {
        declarationId: s3,
        version: await version(s3),
        conclusion: "QUALIFIED",
        reason: "再裁",
      }),
    );
  });

  it("the team withdraws its conclusion until the next stage acts; the formal audit cannot once synthesis acted", async () => {
    data(await member.post(S.withdraw, { declarationId: s1, version: await version(s1), reason: "复核代表作" }));
    expect((await fx.status(s1))?.status).toBe("SYNTHESIS_REVIEW");
    data(await member.post(S.submit, { declarationId: s1, version: await version(s1), decision: "QUALIFIED" }));
    // the synthesis team recorded a check on 综四: the formal audit's pass is no longer its own to take back
    data(await csMember.post(S.check, { declarationId: s4, version: await version(s4), conclusion: "NOT_QUALIFIED" }));
    expectBadRequest(
      await personnel.post(P.withdraw, { declarationId: s4, version: await version(s4), reason: "撤回" }),
      "只能撤回本环节提交、且下一环节尚未处理的结论",
    );
    data(
      await csMember.post(S.submit, {
        declarationId: s4,
        version: await version(s4),
        decision: "NOT_QUALIFIED",
        comment: "破格条件依据不足",
      }),
    );
    expect((await fx.status(s4))?.status).toBe("INELIGIBLE");
  });

  it("lists the qualified for the committees, counts progress and outcomes", async () => {
    const qualified = data<{ rows: TeamCaseRow[] }>(
      await personnel.post(S.professor, { projectTimeId: fx.base.batchId }),
    );
    expect(qualified.rows.map((r) => r.declarationId).sort()).toEqual([s1, s2, s3].sort());
    const progress = data<TeamProgress>(await member.get(`${S.progress}?projectTimeId=${fx.base.batchId}`));
    expect(progress.teams.find((x) => x.teamId === teamX.id)?.byStatus).toMatchObject({ QUALIFIED: 3 });
    const count = data<OutcomeCount>(
      await personnel.get(`${P.findDeclareCount}?type=SYNTHESIS_REVIEW&projectTimeId=${fx.base.batchId}`),
    );
    expect(count.totals).toMatchObject({ QUALIFIED: 3, NOT_QUALIFIED: 1, total: 4 });
    const sbtj = await personnel.get(`${P.declarantCountExport}?projectTimeId=${fx.base.batchId}`);
    expect(sbtj.headers["content-type"]).toContain("spreadsheetml");
  });
});
