import { randomUUID } from "node:crypto";
import type {
  CommitteeDuty,
  CommitteeResult,
  ProfessorBallot,
  ProfessorCount,
  ProfessorDeclarationView,
} from "@zcps/contracts/zcps/professor/api";
import { PROFESSOR_ROUTES as R } from "@zcps/contracts/zcps/professor/api";
import { and, eq, getTableColumns } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";

/**
 * The professor committee through the API: a unit's members read the declarants put to them, keep a draft and
 * submit a ranked recommendation once (stored without them); personnel see the tally once every member submitted,
 * confirm it (the declarations move, in rank order) or send a round back; the result sheet and the statistics.
 */

let server: TestServer;
let fx: PeerReviewFixture;
let personnel: Client;
let professor: Client;
let declarant: Client;
const members: Client[] = [];
let declaringMember: Client;
const put: Record<"A" | "B" | "C", string> = { A: "", B: "", C: "" };
let elsewhere: string;

const path = (route: string, ids: Record<string, string>) =>
  Object.entries(ids).reduce((p, [k, v]) => p.replace(`:${k}`, v), route);

/** Accounts of the math unit in the professor-committee group. */
async function addMember(username: string) {
  const db = server.deps.db;
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "professor"));
  const [group] = await db.select().from(t.groups).where(eq(t.groups.code, "professor"));
  const id = randomUUID();
  await db.insert(t.users).values({
    id,
    tenantId: template?.tenantId as string,
    username,
    passwordHash: template?.passwordHash as string,
    name: `委员${username.slice(-1)}`,
    departId: fx.units.math,
  });
  await db.insert(t.groupMembers).values({ groupId: group?.id as string, userId: id });
  return id;
}

async function atCommittee(unitId: string, name: string) {
  const { id } = await fx.qualified(await fx.declarant(unitId, name));
  await fx.db.update(t.declarations).set({ status: "PROFESSOR_COMMITTEE" }).where(eq(t.declarations.id, id));
  return id;
}

const batch = () => ({ projectTimeId: fx.batchId });
const query = () => `?projectTimeId=${fx.batchId}`;
const mark = (declarationId: string, choice: string | null, rank: number | null = null, remark?: string) => ({
  declarationId,
  choice,
  rank,
  ...(remark ? { remark } : {}),
});

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  for (let i = 1; i <= 5; i++) await addMember(`pc_math${i}`);
  // a professor of the unit who declares in the batch sits on no committee
  const declaringId = await addMember("pc_math9");
  const [me] = await fx.db.select().from(t.users).where(eq(t.users.id, declaringId));
  const staff = await fx.declarant(fx.units.math, "申报的委员");
  await fx.db.update(t.staff).set({ userId: me?.id }).where(eq(t.staff.id, staff.staffId));
  await fx.qualified({ ...staff, userId: declaringId });
  put.A = await atCommittee(fx.units.math, "教委甲");
  put.B = await atCommittee(fx.units.math, "教委乙");
  put.C = await atCommittee(fx.units.math, "教委丙");
  elsewhere = await atCommittee(fx.units.cs, "他院申报人");
  let others: Client[];
  [personnel, professor, declarant, declaringMember, ...others] = await signedIn(server, [
    "personnel",
    "professor",
    "declarant",
    "pc_math9",
    "pc_math1",
    "pc_math2",
    "pc_math3",
    "pc_math4",
    "pc_math5",
  ] as const);
  members.push(...others);
}, 180_000);
afterAll(async () => server.close());

const m1 = () => members[0] as Client;

describe("a member's committee", () => {
  it("is the unit's professor-committee accounts who do not declare: 5 members, 3 awaiting, quorum 4", async () => {
    const duty = data<CommitteeDuty>(await m1().get(`${R.duty}${query()}`));
    expect(duty).toMatchObject({
      unitId: fx.units.math,
      members: 5,
      awaiting: 3,
      decided: 0,
      quorum: 4,
      round: 1,
      roundState: null,
      submitted: 0,
      mySubmitted: false,
    });
    expectBadRequest(await declaringMember.get(`${R.duty}${query()}`), "您不是本批次任何单位教授委员会的委员");
  });

  it("lists its own unit's declarants only and reads one without another unit's", async () => {
    const rows = data<{ declarationId: string; staffName: string }[]>(await m1().get(`${R.declarations}${query()}`));
    expect(rows.map((r) => r.staffName).sort()).toEqual(["教委丙", "教委乙", "教委甲"]);
    await fx.db.insert(t.declarationDecisions).values({
      id: randomUUID(),
      tenantId: fx.tenantId,
      declarationId: put.A,
      event: "recommend",
      fromStatus: "UNIT_RECOMMENDATION",
      toStatus: "DEPARTMENT_REVIEW",
      actorRole: "UNIT_LEADER",
      actorName: "张伟",
      comment: "教学科研业绩突出，同意推荐",
      version: 90,
    });
    const view = data<ProfessorDeclarationView>(await m1().get(path(R.declaration, { id: put.A })));
    expect(view.unitOpinion?.text).toBe("教学科研业绩突出，同意推荐");
    expect(Number.isNaN(Date.parse(view.unitOpinion?.at ?? ""))).toBe(false);
    expect(view).toMatchObject({ staffName: "教委甲", status: "PROFESSOR_COMMITTEE", restricted: false });
    expect(view.sections.map((s) => s.materialType)).toContain("PAPER");
    expect(view.sections.find((s) => s.materialType === "PAPER")?.items).toHaveLength(3);
    expect((await m1().get(path(R.declaration, { id: elsewhere }))).statusCode).toBe(404);
    // personnel read any committee's declarant
    expect(data<ProfessorDeclarationView>(await personnel.get(path(R.declaration, { id: elsewhere }))).staffName).toBe(
      "他院申报人",
    );
  });

  it("holds the ballot's pages to their element codes", async () => {
    expectRefused(await declarant.post(R.recommendList, batch()));
    expectRefused(await professor.post(path(R.confirm, { unitId: fx.units.math }), batch()));
    expectRefused(await m1().get(`${R.committees}${query()}`));
  });
});

describe("the member's ballot", () => {
  it("refuses a rank on a declarant not recommended, and two equal ranks", async () => {
    expectBadRequest(
      await m1().post(R.saveRecommend, { ...batch(), rows: [mark(put.A, "DISAGREE", 1)] }),
      "只有推荐的申报人可以排序",
    );
    expectBadRequest(
      await m1().post(R.saveRecommend, { ...batch(), rows: [mark(put.A, "AGREE", 1), mark(put.B, "AGREE", 1)] }),
      "排序不能重复",
    );
    expectBadRequest(
      await m1().post(R.saveRecommend, { ...batch(), rows: [mark(elsewhere, "AGREE", 1)] }),
      "所选申报人已不在教授委员会评议阶段，请刷新后重试",
    );
  });

  it("keeps a draft, and refuses to submit it while a declarant has no choice or the ranks leave a gap", async () => {
    const saved = data<ProfessorBallot>(
      await m1().post(R.saveRecommend, { ...batch(), rows: [mark(put.A, "AGREE", 2), mark(put.B, "DISAGREE")] }),
    );
    expect(saved.savedAt).not.toBeNull();
    const ballot = data<ProfessorBallot>(await m1().post(R.recommendList, batch()));
    expect(ballot.rows.find((r) => r.declarationId === put.A)).toMatchObject({ choice: "AGREE", rank: 2 });
    expect(ballot.rows.find((r) => r.declarationId === put.C)).toMatchObject({ choice: null, rank: null });
    expectBadRequest(await m1().post(R.submit, batch()), "还有 1 位申报人未给出推荐意见");
    data(
      await m1().post(R.saveRecommend, {
        ...batch(),
        rows: [mark(put.A, "AGREE", 2), mark(put.B, "DISAGREE"), mark(put.C, "ABSTAIN", null, "材料需补充")],
      }),
    );
    expectBadRequest(await m1().post(R.submit, batch()), "请为推荐的申报人排序（第 1 至 1 名）");
  });

  it("submits once, stored without the member; then nothing changes it", async () => {
    data(
      await m1().post(R.saveRecommend, {
        ...batch(),
        rows: [mark(put.A, "AGREE", 1), mark(put.B, "DISAGREE"), mark(put.C, "ABSTAIN", null, "材料需补充")],
      }),
    );
    const res = await m1().post(R.submit, batch());
    expect(res.json().message).toBe("推荐意见已提交");
    expect(res.json().data).toEqual({ recommended: 1, notRecommended: 1, abstained: 1 });
    expectBadRequest(await m1().post(R.submit, batch()), "您已提交本轮推荐意见，提交后不能更改");
    expectBadRequest(
      await m1().post(R.saveRecommend, { ...batch(), rows: [mark(put.A, "DISAGREE")] }),
      "您已提交本轮推荐意见，提交后不能更改",
    );
    expect(data<ProfessorBallot>(await m1().post(R.recommendList, batch())).submitted).toBe(true);
    // the ballot holds no member, and no draft of the member is left
    expect(Object.keys(getTableColumns(t.professorBallots)).sort()).toEqual(["choices", "id", "roundId"]);
    expect(await fx.db.select().from(t.professorDrafts)).toHaveLength(0);
  });
});

describe("personnel's confirmation", () => {
  it("shows no tally while members are still to submit, and refuses to confirm without a quorum", async () => {
    const result = data<CommitteeResult>(
      await personnel.get(`${path(R.committee, { unitId: fx.units.math })}${query()}`),
    );
    expect(result.tally).toBeNull();
    expect(result.awaiting).toHaveLength(3);
    expect(result.duty).toMatchObject({ submitted: 1, members: 5, roundState: "OPEN" });
    expect(result.rule).toBe("推荐票超过全体委员的 1/2");
    expectBadRequest(
      await personnel.post(path(R.confirm, { unitId: fx.units.math }), batch()),
      "已提交 1 人，未达到法定人数 4 人（委员 5 人）",
    );
  });

  it("takes the other four ballots at once, each once", async () => {
    // A: recommended by all; B: by 3 of 5 (more than half); C: by 2 (not)
    const choices = [
      [mark(put.A, "AGREE", 1), mark(put.B, "AGREE", 2), mark(put.C, "AGREE", 3)],
      [mark(put.A, "AGREE", 2), mark(put.B, "AGREE", 1), mark(put.C, "AGREE", 3)],
      [mark(put.A, "AGREE", 1), mark(put.B, "AGREE", 2), mark(put.C, "DISAGREE", null, "成果不足")],
      [mark(put.A, "AGREE", 1), mark(put.B, "DISAGREE"), mark(put.C, "DISAGREE")],
    ];
    await Promise.all(
      choices.map(async (rows, k) => {
        const member = members[k + 1] as Client;
        data(await member.post(R.saveRecommend, { ...batch(), rows }));
        data(await member.post(R.submit, batch()));
      }),
    );
    const [round] = await fx.db.select().from(t.professorRounds).where(eq(t.professorRounds.unitId, fx.units.math));
    const ballots = await fx.db
      .select()
      .from(t.professorBallots)
      .where(eq(t.professorBallots.roundId, round?.id as string));
    const joined = await fx.db
      .select()
      .from(t.professorParticipation)
      .where(eq(t.professorParticipation.roundId, round?.id as string));
    expect([ballots.length, joined.length]).toEqual([5, 5]);
  });

  it("shows the tally once all have submitted and confirms it: the declarations move in rank order", async () => {
    const result = data<CommitteeResult>(
      await personnel.get(`${path(R.committee, { unitId: fx.units.math })}${query()}`),
    );
    expect(result.tally?.map((r) => [r.staffName, r.agree, r.verdict, r.rank])).toEqual([
      ["教委甲", 5, "PASS", 1],
      ["教委乙", 3, "PASS", 2],
      ["教委丙", 2, "FAIL", null],
    ]);
    expect(result.tally?.find((r) => r.staffName === "教委丙")?.remarks).toEqual(["成果不足", "材料需补充"]);
    const res = await personnel.post(path(R.confirm, { unitId: fx.units.math }), batch());
    expect(res.json().message).toBe("委员会结果已确认");
    expect(res.json().data).toEqual({ recommended: 2, notRecommended: 1 });
    expect(await fx.status(put.A)).toBe("SENIOR_COMMITTEE");
    expect(await fx.status(put.B)).toBe("SENIOR_COMMITTEE");
    expect(await fx.status(put.C)).toBe("COMMITTEE_NOT_RECOMMENDED");
    const [decision] = await fx.db
      .select()
      .from(t.declarationDecisions)
      .where(
        and(eq(t.declarationDecisions.declarationId, put.C), eq(t.declarationDecisions.event, "committeeNotRecommend")),
      );
    expect(decision).toMatchObject({ actorRole: "PERSONNEL", reason: "教授委员会推荐票 2 票，未达到 3 票" });
    const [b] = await fx.db.select().from(t.declarations).where(eq(t.declarations.id, put.B));
    expect(b?.unitRank).toBe(2);
    expectBadRequest(
      await personnel.post(path(R.confirm, { unitId: fx.units.math }), batch()),
      "本委员会没有待评议的申报人",
    );
    const after = data<CommitteeResult>(
      await personnel.get(`${path(R.committee, { unitId: fx.units.math })}${query()}`),
    );
    expect(after.duty).toMatchObject({ roundState: "CONFIRMED", awaiting: 0, decided: 3 });
    expect(after.tally).toHaveLength(3);
    expect(after.history[0]).toMatchObject({ round: 1, state: "CONFIRMED", decidedBy: "赵敏" });
  });

  it("prints the confirmed round's result sheet as a PDF", async () => {
    const res = await personnel.get(`${R.pdf}?projectTimeId=${fx.batchId}&unitId=${fx.units.math}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent("教授委员会推荐结果"));
    expectBadRequest(
      await personnel.get(`${R.pdf}?projectTimeId=${fx.batchId}&unitId=${fx.units.cs}`),
      "该委员会尚无已确认的评议结果",
    );
  });

  it("counts per unit and level: the member their own unit, personnel every unit; the xlsx says the same", async () => {
    const mine = data<ProfessorCount>(await m1().get(`${R.count}${query()}`));
    expect(mine.rows.map((r) => r.unitId)).toEqual([fx.units.math]);
    expect(mine.totals).toEqual({ total: 3, awaiting: 0, recommended: 2, notRecommended: 1 });
    const all = data<ProfessorCount>(await personnel.get(`${R.count}${query()}`));
    expect(all.rows.find((r) => r.unitId === fx.units.cs)).toMatchObject({ total: 1, awaiting: 1 });
    const res = await personnel.get(`${R.countExport}${query()}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("教授委员会统计");
    expect(sheet?.getRow(1).getCell(1).value).toBe("单位");
    expect(sheet?.getRow(sheet.rowCount).getCell(1).value).toBe("合计");
  });
});

describe("a round sent back", () => {
  it("voids the round's ballots, opens the next one with the reason, and tells the members", async () => {
    const late = await atCommittee(fx.units.math, "教委丁");
    data(await m1().post(R.saveRecommend, { ...batch(), rows: [mark(late, "AGREE", 1)] }));
    data(await m1().post(R.submit, batch()));
    expect(data<CommitteeDuty>(await m1().get(`${R.duty}${query()}`))).toMatchObject({
      round: 2,
      roundState: "OPEN",
      submitted: 1,
      mySubmitted: true,
    });
    const res = await personnel.post(R.reject, { ...batch(), unitId: fx.units.math, reason: "投票时有委员未到场" });
    expect(res.json().message).toBe("本轮评议已退回，委员须重新提交");
    const duty = data<CommitteeDuty>(await m1().get(`${R.duty}${query()}`));
    expect(duty).toMatchObject({
      round: 3,
      roundState: "OPEN",
      submitted: 0,
      mySubmitted: false,
      rejectReason: "投票时有委员未到场",
    });
    const [message] = await fx.db
      .select()
      .from(t.userMessages)
      .where(eq(t.userMessages.kind, "professor.roundRejected"))
      .limit(1);
    expect(message?.body).toBe("教授委员会第 2 轮评议已被人事处退回：投票时有委员未到场。请重新提交推荐意见");
    // the member submits again in the new round
    data(await m1().post(R.saveRecommend, { ...batch(), rows: [mark(late, "DISAGREE")] }));
    expect(data(await m1().post(R.submit, batch()))).toEqual({ recommended: 0, notRecommended: 1, abstained: 0 });
    expectBadRequest(
      await personnel.post(R.reject, { ...batch(), unitId: fx.units.math, reason: " " }),
      "请填写退回理由",
    );
  });
});
