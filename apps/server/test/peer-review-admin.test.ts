import { randomUUID } from "node:crypto";
import {
  type ConfirmResult,
  type ExpertVerificationRow,
  type PeerAssignmentRow,
  type PeerDeclarantRow,
  type PeerOpinionRow,
  type PeerRound,
  type PeerSummaryRow,
  PEER_ROUTES as R,
  type ReplacementSuggestions,
  type SimulationResult,
  type SubmitResult,
} from "@zcps/contracts/zcps/peer-review/api";
import { and, eq, gte, inArray, ne } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { issueSignInLink } from "../src/modules/admin/auth";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import { type Client, createClient, data, expectBadRequest, expectRefused, requestToken, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";

let server: TestServer;
let fx: PeerReviewFixture;
let admin: Client;
let adminEn: Client;
let declarantClient: Client;
let expertOut: Client;
let expertIn: Client;
let roundId: string;
/** d1, d2, d5: associate-senior in 0812; d3, d4: full-senior in 0812; dx: associate-senior in 0401 (no experts) */
const d: Record<"d1" | "d2" | "d3" | "d4" | "d5" | "dx", string> = { d1: "", d2: "", d3: "", d4: "", d5: "", dx: "" };
let first: SimulationResult;
let submitted: SimulationResult;

const assignmentsOf = (declarationId: string) =>
  fx.db.select().from(t.peerAssignments).where(eq(t.peerAssignments.declarationId, declarationId));
/** The messages of a kind the experts received since this file's world was made (the demo's own came before). */
const inbox = (userIds: string[], kind: string) =>
  fx.db
    .select()
    .from(t.userMessages)
    .where(
      and(
        inArray(t.userMessages.userId, userIds),
        eq(t.userMessages.kind, kind),
        gte(t.userMessages.createdAt, worldMadeAt),
      ),
    );
const codeOf = async (declarationId: string) =>
  (
    await fx.db.select().from(t.peerRoundDeclarations).where(eq(t.peerRoundDeclarations.declarationId, declarationId))
  )[0]?.code as string;
const expertsOf = (result: SimulationResult, declarationId: string) =>
  result.declarants.find((x) => x.declarationId === declarationId)?.assignments.map((a) => a.expertId) ?? [];

/** Opinions as the expert side leaves them once submitted (that side has its own tests). */
async function submitOpinions(declarationId: string, conclusions: ("AGREE" | "DISAGREE")[]) {
  const rows = (await assignmentsOf(declarationId)).filter((a) => a.status === "INVITED" || a.status === "ACCEPTED");
  const now = new Date();
  for (const [i, a] of rows.entries()) {
    const conclusion = conclusions[i];
    if (!conclusion) continue;
    await fx.db.update(t.peerAssignments).set({ status: "COMPLETED" }).where(eq(t.peerAssignments.id, a.id));
    await fx.db.insert(t.peerOpinions).values({
      id: randomUUID(),
      tenantId: fx.tenantId,
      assignmentId: a.id,
      declarationId,
      scores: { innovation: 30 + i, impact: 20, rigour: 20 },
      conclusion,
      comment: "论文选题新颖，研究方法规范。",
      submittedAt: now,
    });
  }
  return rows.map((a) => a.id);
}

let worldMadeAt: Date;

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  worldMadeAt = new Date();
  [admin, declarantClient, expertOut, expertIn] = await signedIn(server, [
    "peer_admin",
    "declarant",
    "expert_out",
    "expert_in",
  ] as const);
  adminEn = admin.with({ lang: "en" });
  const made = async (unit: string, name: string, level: "ASSOC_SENIOR" | "FULL_SENIOR", discipline = "081203") =>
    (await fx.qualified(await fx.declarant(unit, name, discipline), level)).id;
  d.d1 = await made(fx.units.cs, "评一", "ASSOC_SENIOR");
  d.d2 = await made(fx.units.fl, "评二", "ASSOC_SENIOR");
  d.d3 = await made(fx.units.math, "评三", "FULL_SENIOR");
  d.d4 = await made(fx.units.fl, "评四", "FULL_SENIOR");
  d.d5 = await made(fx.units.math, "评五", "ASSOC_SENIOR");
  d.dx = await made(fx.units.cs, "评六", "ASSOC_SENIOR", "040101");
}, 180_000);
afterAll(async () => server.close());

describe("rounds", () => {
  it("creates a round of the batch and lists it with its declarations and pending invitations", async () => {
    roundId = data<{ id: string }>(await admin.post(R.rounds, { projectTimeId: fx.batchId, name: "2026 年第一轮" })).id;
    const rounds = data<PeerRound[]>(await admin.get(`${R.rounds}?projectTimeId=${fx.batchId}`));
    const round = rounds.find((r) => r.id === roundId);
    expect(round).toMatchObject({ name: "2026 年第一轮", nameEn: null, status: "OPEN", declarations: 0, pending: 0 });
    expect(round?.settings.byLevel.FULL_SENIOR).toEqual({ required: 5, externalMin: 3 });
  });

  it("changes its settings; a second round of the same name or of another tenant's batch is refused", async () => {
    data(
      await admin.put(R.round.replace(":id", roundId), {
        name: "2026 年第一轮",
        nameEn: " 2026, first round ",
        settings: { replyDays: 7 },
      }),
    );
    const [round] = await fx.db.select().from(t.peerRounds).where(eq(t.peerRounds.id, roundId));
    expect(round?.settings.replyDays).toBe(7);
    const listed = data<PeerRound[]>(await admin.get(`${R.rounds}?projectTimeId=${fx.batchId}`));
    expect(listed.find((r) => r.id === roundId)).toMatchObject({ name: "2026 年第一轮", nameEn: "2026, first round" });
    expectBadRequest(
      await admin.post(R.rounds, { projectTimeId: fx.batchId, name: "2026 年第一轮" }),
      "该批次已有同名的评议轮次",
    );
    expectBadRequest(
      await admin.post(R.rounds, { projectTimeId: randomUUID(), name: "别处" }),
      "批次不存在或不属于当前项目",
    );
  });

  it("lists the declarants waiting with the experts each needs", async () => {
    const { rows } = data<{ rows: PeerDeclarantRow[] }>(await admin.post(R.unallocated, { roundId, limit: 100 }));
    const row = (id: string) => rows.find((r) => r.declarationId === id);
    expect(row(d.d1)).toMatchObject({ name: "评一", state: "QUALIFIED", required: 3, externalMin: 2, code: null });
    expect(row(d.d3)).toMatchObject({ required: 5, externalMin: 3, level: "FULL_SENIOR" });
  });
});

describe("simulation", () => {
  const ours = () => Object.values(d);

  it("serves whom it can and says why a declarant is unmet", async () => {
    first = data<SimulationResult>(await admin.post(R.simulate, { roundId, declarationIds: ours(), seed: 42 }));
    expect(first.status).toBe("SIMULATED");
    expect(first.declarants.map((x) => x.declarationId).sort()).toEqual([d.d1, d.d2, d.d3, d.d4, d.d5].sort());
    expect(expertsOf(first, d.d1)).toHaveLength(3);
    expect(expertsOf(first, d.d3)).toHaveLength(5);
    const unmet = first.unmet.find((u) => u.declarationId === d.dx);
    expect(unmet?.name).toBe("评六");
    expect(unmet?.text).toBe("0401 及相关学科仅有 0 名符合条件的专家，需 3 名");
    const en = data<SimulationResult>(await adminEn.post(R.simulate, { roundId, declarationIds: ours(), seed: 42 }));
    expect(en.unmet.find((u) => u.declarationId === d.dx)?.text).toBe(
      "0 eligible experts in 0401 and its related disciplines; 3 required",
    );
    for (const a of first.declarants.flatMap((x) => x.assignments))
      if (a.kind === "external") expect(a.institutionEn).toBeNull();
  });

  it("gives the same plan and hash for the same seed on the same data", async () => {
    const again = data<SimulationResult>(await admin.post(R.simulate, { roundId, declarationIds: ours(), seed: 42 }));
    expect(again.resultHash).toBe(first.resultHash);
    expect(again.simulationId).not.toBe(first.simulationId);
    expect(again.declarants).toEqual(first.declarants);
    // a simulation persists its record only: nothing was sent out
    expect(await assignmentsOf(d.d1)).toHaveLength(0);
    expect(await fx.status(d.d1)).toBe("QUALIFIED");
  });

  it("respects a pinned pair and avoids a forbidden one", async () => {
    const d1Experts = new Set(expertsOf(first, d.d1));
    // an external expert the plan gives another declarant of the discipline: eligible for 评一 too
    const pin = first.declarants
      .flatMap((x) => x.assignments)
      .find((a) => a.kind === "external" && !d1Experts.has(a.expertId))?.expertId as string;
    const forbid = expertsOf(first, d.d1)[0] as string;
    submitted = data<SimulationResult>(
      await admin.post(R.simulate, {
        roundId,
        declarationIds: ours(),
        seed: 42,
        pinned: [{ declarantId: d.d1, expertId: pin }],
        forbidden: [{ declarantId: d.d1, expertId: forbid }],
      }),
    );
    const d1 = submitted.declarants.find((x) => x.declarationId === d.d1);
    expect(d1?.assignments.find((a) => a.expertId === pin)?.pinned).toBe(true);
    expect(expertsOf(submitted, d.d1)).not.toContain(forbid);
    expect(submitted.pinIssues).toEqual([]);
  });

  it("discards a simulation, which can then not be submitted", async () => {
    data(await admin.post(R.cancelSimulation, { simulationId: first.simulationId }));
    expectBadRequest(await admin.post(R.submit, { simulationId: first.simulationId }), "该模拟分配已作废，请重新模拟");
  });
});

describe("submission", () => {
  let result: SubmitResult;

  it("invites the experts, moves the served declarations to PEER_REVIEW and freezes their materials", async () => {
    result = data<SubmitResult>(await admin.post(R.submit, { simulationId: submitted.simulationId }));
    expect(result).toMatchObject({ declarations: 5, assignments: 3 + 3 + 5 + 5 + 3, repeated: false });
    for (const id of [d.d1, d.d2, d.d3, d.d4, d.d5]) expect(await fx.status(id)).toBe("PEER_REVIEW");
    expect(await fx.status(d.dx)).toBe("QUALIFIED");
    const [snapshot] = await fx.db
      .select()
      .from(t.declarationSnapshots)
      .where(eq(t.declarationSnapshots.declarationId, d.d1));
    expect(snapshot?.reason).toBe("FREEZE");
    const invitations = await assignmentsOf(d.d1);
    expect(invitations.map((a) => a.status)).toEqual(["INVITED", "INVITED", "INVITED"]);
    expect(invitations.every((a) => a.planId === submitted.simulationId)).toBe(true);
    const days = (invitations[0]!.deadline.getTime() - invitations[0]!.invitedAt.getTime()) / 86_400_000;
    expect(days).toBe(7);
    const invited = await inbox(
      invitations.map((a) => a.expertUserId),
      "peer.invited",
    );
    expect(invited.length).toBe(3);
    expect(invited[0]?.title).toBe("同行评议邀请");
    const [expert] = await fx.db
      .select()
      .from(t.experts)
      .where(eq(t.experts.id, invitations[0]!.expertId as string));
    const phone = expert?.phone as string;
    const text = server.deps.sms.last(phone)?.text ?? "";
    const link = /\/login\?link=([\w-]+)/.exec(text)?.[1] as string;
    expect(link).toBeTruthy();
    // the link signs the expert in once, on their review page
    const signed = await requestToken(server.app, { link_token: link }, { ip: "10.9.0.1" });
    const granted = signed.json() as { access_token: string; userId: string; redirect: string };
    expect(granted).toMatchObject({ userId: expert?.userId, redirect: "/AnonymousReview/ExpertReview" });
    const mine = await createClient(server.app, granted.access_token).get(`${R.myList}?page=1&limit=20`);
    expect(data<{ total: number }>(mine).total).toBeGreaterThan(0);
    const again = await requestToken(server.app, { link_token: link }, { ip: "10.9.0.1" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("该登录链接已使用或已过期，请使用账号密码或手机验证码登录");
  });

  it("refuses an expired sign-in link and a made-up one", async () => {
    const [someone] = await fx.db.select().from(t.users).where(eq(t.users.username, "expert_out"));
    const url = await issueSignInLink(
      fx.db,
      { userId: someone!.id, path: "/AnonymousReview/ExpertReview", expiresAt: new Date(Date.now() - 1000) },
      "http://school.example",
    );
    expect(url).toMatch(/^http:\/\/school\.example\/login\?link=/);
    const token = new URL(url).searchParams.get("link") as string;
    for (const link_token of [token, "made-up"]) {
      const refused = await requestToken(server.app, { link_token }, { ip: "10.9.0.2", lang: "en" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/used or has expired/);
    }
  });

  it("gives each declaration an anonymous code and lists them with their invitations", async () => {
    const { rows, total } = data<{ rows: PeerDeclarantRow[]; total: number }>(
      await admin.post(R.allocated, { roundId }),
    );
    expect(total).toBe(5);
    // the codes follow on from the batch's other rounds (the demo's), so no expert reads one code for two declarants
    const numbers = rows.map((r) => Number(/^PR2026-(\d{3})$/.exec(r.code ?? "")?.[1]));
    expect(numbers).toEqual([0, 1, 2, 3, 4].map((i) => (numbers[0] as number) + i));
    const elsewhere = await fx.db
      .select({ code: t.peerRoundDeclarations.code })
      .from(t.peerRoundDeclarations)
      .where(and(eq(t.peerRoundDeclarations.projectTimeId, fx.batchId), ne(t.peerRoundDeclarations.roundId, roundId)));
    expect(elsewhere.map((r) => r.code).filter((c) => rows.some((r) => r.code === c))).toEqual([]);
    expect(rows.find((r) => r.declarationId === d.d3)?.counts).toEqual({ INVITED: 5 });
    const round = data<PeerRound[]>(await admin.get(`${R.rounds}?projectTimeId=${fx.batchId}`)).find(
      (r) => r.id === roundId,
    );
    expect(round).toMatchObject({ declarations: 5, pending: 19 });
    const list = data<{ rows: PeerAssignmentRow[] }>(await admin.post(R.assignments, { roundId, declarationId: d.d1 }));
    expect(list.rows).toHaveLength(3);
    expect(list.rows[0]).toMatchObject({ declarantName: "评一", status: "INVITED", reminders: 0 });
    expect(list.rows[0]?.expertName).not.toBe("");
  });

  it("changes nothing when the same simulation is submitted again", async () => {
    const before = (await fx.db.select().from(t.peerAssignments)).length;
    const again = await admin.post(R.submit, { simulationId: submitted.simulationId });
    expect(data<SubmitResult>(again)).toMatchObject({ repeated: true, declarations: 5 });
    expect(again.json().message).toBe("该方案已提交过，未重复创建邀请");
    expect((await fx.db.select().from(t.peerAssignments)).length).toBe(before);
  });

  it("refuses a plan whose data changed since, naming what changed", async () => {
    const stale = data<SimulationResult>(await admin.post(R.simulate, { roundId, declarationIds: [d.dx], seed: 1 }));
    expect(stale.unmet).toHaveLength(1);
    expectBadRequest(
      await admin.post(R.submit, { simulationId: stale.simulationId }),
      "该方案中没有完整分配专家的申报人",
    );
  });
});

describe("invitations", () => {
  it("cancels invitations no expert opened, and the declaration goes back to QUALIFIED", async () => {
    const ids = (await assignmentsOf(d.d2)).map((a) => a.id);
    const reply = data<{ cancelled: number; returned: number }>(
      await admin.post(R.cancel, { assignmentIds: ids, reason: "申报人申请暂缓送审" }),
    );
    expect(reply).toEqual({ cancelled: 3, returned: 1 });
    expect(await fx.status(d.d2)).toBe("QUALIFIED");
    expect((await assignmentsOf(d.d2)).map((a) => a.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
    const told = await inbox(
      (await assignmentsOf(d.d2)).map((a) => a.expertUserId),
      "peer.invitationCancelled",
    );
    expect(told.map((m) => m.body)).toContain(`您对 ${await codeOf(d.d2)} 的同行评议邀请已撤销：申报人申请暂缓送审`);
  });

  it("refuses to submit a plan an expert was deactivated since, naming the expert: re-simulate", async () => {
    const plan = data<SimulationResult>(await admin.post(R.simulate, { roundId, declarationIds: [d.d2], seed: 5 }));
    const gone = plan.declarants[0]?.assignments[0];
    await fx.db.update(t.experts).set({ active: false }).where(eq(t.experts.id, gone!.expertId));
    const res = await admin.post(R.submit, { simulationId: plan.simulationId });
    expectBadRequest(res);
    expect(res.json().message).toBe(
      `模拟后数据已变化：${gone!.expertName}（评审 评二）：该专家已停用或被列入黑名单。请重新模拟`,
    );
    await fx.db.update(t.experts).set({ active: true }).where(eq(t.experts.id, gone!.expertId));
    expect(await fx.status(d.d2)).toBe("QUALIFIED");
    expect((await assignmentsOf(d.d2)).every((a) => a.status === "CANCELLED")).toBe(true);
  });

  it("refuses to cancel an invitation whose packet was opened: replace instead", async () => {
    const [opened] = await assignmentsOf(d.d1);
    await fx.db.update(t.peerAssignments).set({ openedAt: new Date() }).where(eq(t.peerAssignments.id, opened!.id));
    const res = await admin.post(R.cancel, { assignmentIds: [opened!.id], reason: "误派" });
    expectBadRequest(res);
    expect(res.json().message).toMatch(new RegExp(`已打开 ${await codeOf(d.d1)} 的评审材料，不能撤销，请改为补派$`));
    expect((await fx.assignment(opened!.id))?.status).toBe("INVITED");
  });

  it("suggests and sends a replacement after a decline, never an expert already asked", async () => {
    const [, declined] = await assignmentsOf(d.d1);
    await fx.db
      .update(t.peerAssignments)
      .set({ status: "DECLINED", respondedAt: new Date(), note: "时间冲突" })
      .where(eq(t.peerAssignments.id, declined!.id));
    const asked = (await assignmentsOf(d.d1)).map((a) => a.expertId);
    const suggestions = data<ReplacementSuggestions>(
      await admin.post(R.suggestReplacement, { assignmentId: declined!.id }),
    );
    expect(suggestions.options.length).toBeGreaterThan(0);
    for (const option of suggestions.options) expect(asked).not.toContain(option.expertId);

    expectBadRequest(
      await admin.post(R.replace, { assignmentId: declined!.id, expertId: asked[0], reasonCode: "DECLINED" }),
      "该专家已受邀评审过此申报人，请另选专家",
    );
    const [invited] = await assignmentsOf(d.d1);
    expectBadRequest(
      await admin.post(R.replace, {
        assignmentId: invited!.id,
        expertId: suggestions.options[0]?.expertId,
        reasonCode: "OTHER",
      }),
      "只有谢绝、过期或意见无效的邀请可以补派（或补充评议后专家不足的申报人）",
    );
    const created = data<PeerAssignmentRow>(
      await admin.post(R.replace, {
        assignmentId: declined!.id,
        expertId: suggestions.options[0]?.expertId,
        reasonCode: "DECLINED",
        reason: "专家拒绝评审",
      }),
    );
    expect(created).toMatchObject({ status: "INVITED", supersedesId: declined!.id, replacementReasonCode: "DECLINED" });
    expect((await inbox([(await fx.assignment(created.id))!.expertUserId], "peer.invited")).length).toBeGreaterThan(0);
    expectBadRequest(
      await admin.post(R.replace, {
        assignmentId: declined!.id,
        expertId: suggestions.options[1]?.expertId ?? suggestions.options[0]?.expertId,
        reasonCode: "DECLINED",
      }),
      "该申报人的评审专家已足额",
    );
  });

  it("reminds the experts of open invitations and counts the reminders", async () => {
    const open = (await assignmentsOf(d.d1)).filter((a) => a.status === "INVITED");
    data(await admin.post(R.remind, { assignmentIds: open.map((a) => a.id), message: "请尽快处理" }));
    const list = data<{ rows: PeerAssignmentRow[] }>(
      await admin.post(R.assignments, { roundId, declarationId: d.d1, status: "INVITED" }),
    );
    expect(list.rows.every((r) => r.reminders === 1)).toBe(true);
    const reminded = await inbox(
      open.map((a) => a.expertUserId),
      "peer.reminder",
    );
    expect(reminded).toHaveLength(open.length);
    expect(reminded.map((m) => m.body)).toContain(
      `您对 ${await codeOf(d.d1)} 的同行评议尚未完成，请于 ${reminded[0]?.body.match(/\d{4}-\d{2}-\d{2}/)?.[0]} 前处理。请尽快处理`,
    );
    const declined = (await assignmentsOf(d.d1)).find((a) => a.status === "DECLINED");
    const res = await admin.post(R.remind, { assignmentIds: [declined!.id] });
    expectBadRequest(res);
    expect(res.json().message).toContain("只能催办待答复或已接受的邀请");
  });
});

describe("opinions and the summary", () => {
  it("marks a submitted opinion invalid: the expert is told and the declarant needs a replacement", async () => {
    const [target] = await submitOpinions(d.d5, ["AGREE", "AGREE", "DISAGREE"]);
    const { rows } = data<{ rows: PeerOpinionRow[] }>(await admin.post(R.opinions, { roundId, declarationId: d.d5 }));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ validity: "VALID", status: "COMPLETED", conclusion: expect.any(String) });
    expect(rows.map((r) => r.total).sort()).toEqual([70, 71, 72]);
    expect(rows[0]?.expertName).not.toBe("");
    data(await admin.post(R.invalidate, { assignmentId: target, reason: "意见过于简略" }));
    expect((await fx.assignment(target!))?.status).toBe("INVALID");
    const [told] = await inbox([(await fx.assignment(target!))!.expertUserId], "peer.opinionInvalid");
    expect(told?.body).toBe(`您对 ${await codeOf(d.d5)} 的评议意见被标记为无效：意见过于简略`);
    expectBadRequest(
      await admin.post(R.invalidate, { assignmentId: target, reason: "再次" }),
      "只能将已提交的有效意见标记为无效",
    );
    const summary = data<{ rows: PeerSummaryRow[] }>(await admin.post(R.summary, { roundId })).rows.find(
      (r) => r.declarationId === d.d5,
    );
    expect(summary).toMatchObject({ valid: 2, invalid: 1, complete: false });
    const suggestions = data<ReplacementSuggestions>(await admin.post(R.suggestReplacement, { assignmentId: target }));
    expect(suggestions.options.length).toBeGreaterThan(0);
  });

  it("passes 4 of 5 agreeing and fails 3 of 5 by the 2/3 rule", async () => {
    await submitOpinions(d.d3, ["AGREE", "AGREE", "AGREE", "AGREE", "DISAGREE"]);
    await submitOpinions(d.d4, ["AGREE", "AGREE", "AGREE", "DISAGREE", "DISAGREE"]);
    const { rows } = data<{ rows: PeerSummaryRow[] }>(await admin.post(R.summary, { roundId }));
    const row = (id: string) => rows.find((r) => r.declarationId === id);
    expect(row(d.d3)).toMatchObject({ required: 5, valid: 5, agree: 4, threshold: 4, complete: true, verdict: "PASS" });
    expect(row(d.d4)).toMatchObject({ agree: 3, disagree: 2, complete: true, verdict: "FAIL" });
    expect(row(d.d1)).toMatchObject({ complete: false, verdict: null });
    expect(row(d.d3)?.meanScore).toBe(72);
  });

  it("exports the summary as xlsx in the caller's language", async () => {
    const total = data<{ total: number }>(await admin.post(R.summary, { roundId })).total;
    const read = async (client: Client) => {
      const res = await client.get(`${R.summaryExport}?roundId=${roundId}`);
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!;
    };
    const zh = await read(admin);
    expect(zh.getRow(1).getCell(1).value).toBe("编号");
    expect(zh.rowCount).toBe(total + 1);
    const d3 = zh.getRows(2, total)?.find((r) => r.getCell(2).value === "评三");
    expect(d3?.getCell(16).value).toBe("通过");
    const en = await read(adminEn);
    expect(en.getRow(1).getCell(1).value).toBe("Code");
    expect(
      en
        .getRows(2, total)
        ?.find((r) => r.getCell(2).value === "评四")
        ?.getCell(16).value,
    ).toBe("Fail");
  });

  it("confirms complete verdicts through the workflow and skips the rest; experts are not told", async () => {
    const reply = data<ConfirmResult>(await admin.post(R.confirm, { roundId, declarationIds: [d.d3, d.d4, d.d1] }));
    expect(reply).toEqual({ passed: 1, failed: 1, supplemented: 0, skipped: 1 });
    expect(await fx.status(d.d3)).not.toBe("PEER_REVIEW");
    expect(await fx.status(d.d4)).toBe("PEER_FAILED");
    expect(await fx.status(d.d1)).toBe("PEER_REVIEW");
    const [taken] = await fx.db
      .select()
      .from(t.peerRoundDeclarations)
      .where(eq(t.peerRoundDeclarations.declarationId, d.d3));
    expect(taken?.verdict).toBe("PASS");
    expect(taken?.confirmedAt).not.toBeNull();
    expect(data<ConfirmResult>(await admin.post(R.confirm, { roundId, declarationIds: [d.d3, d.d4] }))).toEqual({
      passed: 0,
      failed: 0,
      supplemented: 0,
      skipped: 2,
    });
    const expertUsers = [...(await assignmentsOf(d.d3)), ...(await assignmentsOf(d.d4))].map((a) => a.expertUserId);
    const told = await fx.db.select().from(t.userMessages).where(inArray(t.userMessages.userId, expertUsers));
    expect(told.every((m) => m.kind.startsWith("peer."))).toBe(true);
    expect(told.map((m) => m.kind)).not.toContain("declaration.changed");
  });
});

describe("a supplement", () => {
  it("adds experts to a borderline declarant, who is then served through the replacement path", async () => {
    data(
      await admin.put(R.round.replace(":id", roundId), {
        name: "2026 年第一轮",
        settings: {
          replyDays: 7,
          passRule: { kind: "RATIO", numerator: 2, denominator: 3, supplementOnBorderline: true, supplementCount: 2 },
        },
      }),
    );
    const plan = data<SimulationResult>(await admin.post(R.simulate, { roundId, declarationIds: [d.d2], seed: 9 }));
    data(await admin.post(R.submit, { simulationId: plan.simulationId }));
    const [completed] = await submitOpinions(d.d2, ["AGREE", "DISAGREE", "DISAGREE"]);
    const row = data<{ rows: PeerSummaryRow[] }>(
      await admin.post(R.summary, { roundId, verdict: "NEEDS_MORE" }),
    ).rows.find((r) => r.declarationId === d.d2);
    expect(row).toMatchObject({ declarationId: d.d2, agree: 1, complete: true, verdict: "NEEDS_MORE" });
    expect(data<ConfirmResult>(await admin.post(R.confirm, { roundId, declarationIds: [d.d2] }))).toEqual({
      passed: 0,
      failed: 0,
      supplemented: 1,
      skipped: 0,
    });
    expect(await fx.status(d.d2)).toBe("PEER_REVIEW");
    const taken = data<{ rows: PeerDeclarantRow[] }>(await admin.post(R.allocated, { roundId })).rows.find(
      (r) => r.declarationId === d.d2,
    );
    expect(taken).toMatchObject({ required: 5, verdict: "NEEDS_MORE", confirmed: true, code: await codeOf(d.d2) });
    const suggestions = data<ReplacementSuggestions>(
      await admin.post(R.suggestReplacement, { assignmentId: completed }),
    );
    const added = data<PeerAssignmentRow>(
      await admin.post(R.replace, {
        assignmentId: completed,
        expertId: suggestions.options[0]?.expertId,
        reasonCode: "OTHER",
        reason: "补充评议",
      }),
    );
    expect(added).toMatchObject({ status: "INVITED", supersedesId: null, replacementReasonCode: "OTHER" });
  });
});

describe("identity verification", () => {
  it("lists every approved expert with their verification and lets personnel verify one by hand", async () => {
    // the demo verified some experts already; one it did not
    const page = data<{ rows: ExpertVerificationRow[]; total: number }>(
      await admin.get(`${R.verifications}?verified=false&limit=100`),
    );
    const waiting = page.rows.find((r) => r.kind === "external");
    expect(waiting).toMatchObject({ kind: "external", verified: false, method: null });
    data(await admin.post(R.verifications, { expertId: waiting?.expertId, note: "致电其单位人事处核实" }));
    const after = data<{ rows: ExpertVerificationRow[] }>(
      await admin.get(`${R.verifications}?verified=true&limit=100`),
    ).rows.find((r) => r.expertId === waiting?.expertId);
    expect(after).toMatchObject({ verified: true, method: "HR", verifiedByName: "周杰", note: "致电其单位人事处核实" });
    expectBadRequest(await admin.post(R.verifications, { expertId: waiting?.expertId }), "该专家已完成身份核验");
    // an internal expert's institution, the school, is named in English beside it; an external one's is as given
    const all = data<{ rows: ExpertVerificationRow[] }>(await admin.get(`${R.verifications}?limit=100`)).rows;
    expect(all.filter((r) => r.kind === "internal").length).toBeGreaterThan(0);
    for (const row of all) expect(row.institutionEn).toBe(row.kind === "internal" ? "Demo University" : null);
  });
});

describe("the stage in the workflow", () => {
  it("cancels a declaration's open invitations when the school withdraws it during peer review", async () => {
    const [row] = await fx.db.select().from(t.declarations).where(eq(t.declarations.id, d.d1));
    await fx.db.transaction((tx) =>
      applyTransition(tx, {
        tenantId: fx.tenantId,
        declarationId: d.d1,
        event: { type: "withdraw", reason: "本人申请撤回" },
        actor: { userId: "personnel", name: "赵敏", role: "PERSONNEL" },
        expectedVersion: row?.version as number,
      }),
    );
    expect(await fx.status(d.d1)).toBe("WITHDRAWN");
    const statuses = (await assignmentsOf(d.d1)).map((a) => a.status).sort();
    expect(statuses).toEqual(["CANCELLED", "CANCELLED", "CANCELLED", "DECLINED"]);
  });
});

describe("who may call", () => {
  it("refuses a declarant and the experts on the administrator's calls", async () => {
    expectRefused(await declarantClient.post(R.summary, { roundId }));
    expectRefused(await declarantClient.get(`${R.rounds}?projectTimeId=${fx.batchId}`));
    expectRefused(await expertOut.post(R.simulate, { roundId }));
    expectRefused(await expertOut.post(R.opinions, { roundId }));
    expectRefused(await expertIn.get(R.verifications));
    expectRefused(await expertIn.post(R.assignments, { roundId }));
  });

  it("lets an expert read no declaration through the declaration routes", async () => {
    for (const expert of [expertOut, expertIn]) {
      const res = await expert.get(`/api/zcps-sh/userCenter/declarations/${d.d3}`);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain("评三");
      const mine = await expert.get("/api/zcps-sh/userCenter/declarations");
      expect(mine.body).not.toContain("评三");
    }
  });

  it("answers bad input with 400 naming the field, and changes nothing", async () => {
    const before = (await fx.db.select().from(t.peerAssignments)).length;
    const missing = await admin.post(R.simulate, {});
    expectBadRequest(missing);
    expect(missing.json().message).toContain("roundId");
    expectBadRequest(await admin.post(R.cancel, { assignmentIds: [], reason: "x" }), "请选择评议邀请");
    expectBadRequest(await admin.post(R.cancel, { assignmentIds: [randomUUID()] }), "请输入原因");
    const [any] = await assignmentsOf(d.d3);
    expectBadRequest(
      await admin.post(R.replace, { assignmentId: any!.id, expertId: randomUUID(), reasonCode: "LATE" }),
      "请选择补派原因",
    );
    expectBadRequest(await admin.post(R.confirm, { roundId, declarationIds: [] }), "请选择申报人");
    expect((await fx.db.select().from(t.peerAssignments)).length).toBe(before);
    expect((await admin.post(R.summary, { roundId: randomUUID() })).statusCode).toBe(404);
  });
});
