import { randomUUID } from "node:crypto";
import {
  type BallotView,
  type MeetingDetail,
  type MeetingResults,
  COMMITTEE_ROUTES as R,
} from "@zcps/contracts/zcps/committee/api";
import { eq, getTableColumns, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { DEMO_MEETINGS } from "../src/db/seed/zcps-committee";
import {
  findMeeting,
  findMember,
  type MeetingRecord,
  type MemberRecord,
  memberRecusedFrom,
  membersRecusedFrom,
} from "../src/modules/title-evaluation/stages/senior-committee/repo";
import { type Client, createClient, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";
import { unzip } from "./zip";

/**
 * The senior committee through the API: personnel draws or chooses the committee, a member declares a recusal,
 * a capped group votes with anonymous ballots (over-vote, recusal, absence and a second ballot refused), a tie at
 * the cap goes to a re-vote among the tied, and the chair's sign-off moves the declarations.
 */

let server: TestServer;
let fx: PeerReviewFixture;
let personnel: Client;
let chair: Client;
let judge: Client;
let declarant: Client;
let supervisor: Client;
const pool: { id: string; username: string; external: boolean }[] = [];
const candidates: Record<"A" | "B" | "C" | "D" | "E", string> = { A: "", B: "", C: "", D: "", E: "" };
let meetingId: string;
let groupId: string;

const path = (route: string, ids: Record<string, string>) =>
  Object.entries(ids).reduce((p, [k, v]) => p.replace(`:${k}`, v), route);

/** Accounts in the committee's role group: external ones in the external experts' department. */
async function addPoolMembers(count: number, external: boolean) {
  const db = server.deps.db;
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "judge"));
  const [group] = await db.select().from(t.groups).where(eq(t.groups.code, "judge"));
  const [outside] = await db.select().from(t.departs).where(eq(t.departs.code, "external"));
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const username = `sc_${external ? "ext" : "int"}${pool.length + 1}`;
    await db.insert(t.users).values({
      id,
      tenantId: template?.tenantId as string,
      username,
      passwordHash: template?.passwordHash as string,
      name: `${external ? "校外" : "校内"}委员${pool.length + 1}`,
      departId: external ? (outside?.id as string) : (template?.departId as string),
    });
    await db.insert(t.groupMembers).values({ groupId: group?.id as string, userId: id });
    pool.push({ id, username, external });
  }
}

async function atSenior(name: string) {
  const { id } = await fx.qualified(await fx.declarant(fx.units.cs, name));
  await fx.db.update(t.declarations).set({ status: "SENIOR_COMMITTEE" }).where(eq(t.declarations.id, id));
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  [personnel, chair, judge, declarant, supervisor] = await signedIn(server, [
    "personnel",
    "judge_chair",
    "judge",
    "declarant",
    "supervisor",
  ] as const);
  await addPoolMembers(10, true);
  await addPoolMembers(16, false);
  for (const key of Object.keys(candidates) as (keyof typeof candidates)[])
    candidates[key] = await atSenior(`高评${key}`);
}, 180_000);
afterAll(async () => server.close());

const meetingBody = {
  name: "2026年度高级职称评审委员会第一次会议",
  place: "行政楼 301",
  agenda: "一、宣布评审纪律\n二、分组投票",
  size: 11,
  minSize: 11,
  externalNumerator: 3,
  externalDenominator: 10,
  poolRatio: 2,
  sameUnitRecusal: false,
};

const detail = async (client: Client = personnel, id = meetingId) =>
  data<MeetingDetail>(await client.get(path(R.meeting, { id })));

describe("meetings", () => {
  it("creates a draft meeting and draws 11 members, 4 of them external; the same seed draws the same", async () => {
    meetingId = data(await personnel.post(R.meetings, { projectTimeId: fx.batchId, ...meetingBody })).id;
    const drawn = data(await personnel.post(path(R.draw, { id: meetingId }), { seed: "2026-05-10" }));
    expect(drawn).toMatchObject({ seed: "2026-05-10", members: 11, external: 4 });
    const first = (await detail()).members.map((m) => m.userId).sort();
    expect((await detail()).members.filter((m) => m.external)).toHaveLength(4);
    expect(await detail()).toMatchObject({ batchName: "测试批", state: "DRAFT", actions: ["start"] });
    data(await personnel.post(path(R.draw, { id: meetingId }), { seed: "2026-05-10" }));
    expect((await detail()).members.map((m) => m.userId).sort()).toEqual(first);
  });

  it("refuses a draw the pool cannot serve at the ratio, with the figures", async () => {
    const externals = data(await personnel.get(path(R.pool, { id: meetingId }))).filter(
      (p: { external: boolean; declares: boolean }) => p.external && !p.declares,
    ).length;
    // 8 externals of 25 drawn from at least 16
    const size = externals < 16 ? 25 : 2 * externals + 1;
    const need = 2 * Math.ceil((size * 3) / 10);
    data(await personnel.put(path(R.meeting, { id: meetingId }), { ...meetingBody, size, minSize: 11 }));
    expectBadRequest(
      await personnel.post(path(R.draw, { id: meetingId }), { seed: "x" }),
      `校外专家库可抽取 ${externals} 人，按抽取比例至少需要 ${need} 人`,
    );
    expectBadRequest(
      await personnel.with({ lang: "en" }).post(path(R.draw, { id: meetingId }), { seed: "x" }),
      `The external pool has ${externals} members who may be drawn; the draw ratio needs at least ${need}`,
    );
    data(await personnel.put(path(R.meeting, { id: meetingId }), meetingBody));
  });

  it("never draws a member who declares in the batch", async () => {
    const [group] = await fx.db.select().from(t.groups).where(eq(t.groups.code, "judge"));
    const person = await fx.declarant(fx.units.math, "申报委员");
    await fx.db.insert(t.groupMembers).values({ groupId: group?.id as string, userId: person.userId });
    await fx.qualified(person);
    const poolRows = data(await personnel.get(path(R.pool, { id: meetingId })));
    expect(poolRows.find((p: { userId: string }) => p.userId === person.userId)).toMatchObject({ declares: true });
    for (const seed of ["a", "b", "c", "d"]) {
      data(await personnel.post(path(R.draw, { id: meetingId }), { seed }));
      expect((await detail()).members.map((m) => m.userId)).not.toContain(person.userId);
    }
    expectBadRequest(
      await personnel.put(path(R.members, { id: meetingId }), { userIds: [person.userId] }),
      "申报委员 不在评审委员库中，或本年度申报职称，不能担任委员",
    );
  });

  it("takes members chosen by hand with the chair, a declared recusal and a capped group", async () => {
    const [chairUser] = await fx.db.select().from(t.users).where(eq(t.users.username, "judge_chair"));
    const [judgeUser] = await fx.db.select().from(t.users).where(eq(t.users.username, "judge"));
    const chosen = [chairUser?.id as string, judgeUser?.id as string, ...pool.slice(0, 9).map((p) => p.id)];
    data(await personnel.put(path(R.members, { id: meetingId }), { userIds: chosen, chairId: chairUser?.id }));
    const members = (await detail()).members;
    expect(members).toHaveLength(11);
    expect(members[0]).toMatchObject({ name: "朱红", chair: true });
    expect(members.filter((m) => m.chair)).toHaveLength(1);

    // the start is refused without a group
    expectBadRequest(
      await personnel.post(path(R.move, { id: meetingId }), { action: "start" }),
      "会议尚未设置投票分组，不能开始",
    );
    const ids = Object.values(candidates);
    groupId = data(
      await personnel.post(path(R.groups, { id: meetingId }), { name: "正高级组", cap: 3, declarationIds: ids }),
    ).id;
    expectBadRequest(
      await personnel.post(path(R.groups, { id: meetingId }), { name: "重复", cap: null, declarationIds: [ids[0]] }),
      "高评A 已在本次会议的「正高级组」组中",
    );
    // 马超 recuses from E
    data(
      await personnel.post(path(R.recusals, { id: meetingId }), {
        userId: judgeUser?.id,
        declarationId: candidates.E,
        note: "曾为其博士导师",
      }),
    );
    const recusals = (await detail()).recusals;
    expect(recusals).toEqual([
      expect.objectContaining({
        memberName: "马超",
        declarantName: "高评E",
        reason: "DECLARED",
        note: "曾为其博士导师",
      }),
    ]);
    // two external members are absent
    for (const p of pool.slice(7, 9))
      data(await personnel.put(path(R.attendance, { id: meetingId }), { userId: p.id, attending: false }));
  });

  it("is refused to a member, a declarant and the supervisor", async () => {
    expectRefused(await judge.post(R.meetings, { projectTimeId: fx.batchId, ...meetingBody }));
    expectRefused(await declarant.get(R.meetings));
    expectRefused(await supervisor.post(path(R.move, { id: meetingId }), { action: "start" }));
    expectRefused(await judge.post(path(R.groupMove, { groupId }), { action: "open" }));
    expectRefused(await personnel.get(path(R.ballot, { groupId })));
  });
});

describe("the vote", () => {
  const voters: Client[] = [];

  const ballot = (choices: Record<string, "AGREE" | "DISAGREE" | "ABSTAIN">, round = 1) => ({ round, choices });
  const agree = (...keys: (keyof typeof candidates)[]) =>
    Object.fromEntries(
      (Object.keys(candidates) as (keyof typeof candidates)[]).map((k) => [
        candidates[k],
        keys.includes(k) ? ("AGREE" as const) : ("DISAGREE" as const),
      ]),
    );

  /** The judge's ballot leaves out 高评E, whom the judge is recused from. */
  const withoutE = (choices: ReturnType<typeof agree>) =>
    Object.fromEntries(Object.entries(choices).filter(([id]) => id !== candidates.E));

  it("starts the meeting and opens the group; no ballot before it opens", async () => {
    const present = pool.slice(0, 7);
    for (const p of present) voters.push(createClient(server.app, await server.login(p.username)));
    voters.push(chair);
    expectBadRequest(
      await chair.post(path(R.ballot, { groupId }), ballot(agree("A"))),
      "会议当前状态为「筹备中」，不能进行投票",
    );
    expect(data(await personnel.post(path(R.move, { id: meetingId }), { action: "start" })).state).toBe("RUNNING");
    expectBadRequest(
      await personnel.post(path(R.recusals, { id: meetingId }), { userId: pool[0]?.id, declarationId: candidates.A }),
      "会议当前状态为「进行中」，委员、分组和议程已不能修改",
    );
    expectBadRequest(
      await chair.post(path(R.ballot, { groupId }), ballot(agree("A"))),
      "该组投票当前为「未开始」，不能投票",
    );
    expect(data(await chair.post(path(R.groupMove, { groupId }), { action: "open" }))).toMatchObject({
      state: "OPEN",
      attending: 9,
      voted: 0,
    });
  });

  it("refuses an over-vote with the cap, a recused candidate, an absent member and a second ballot", async () => {
    expectBadRequest(
      await chair.post(path(R.ballot, { groupId }), ballot(agree("A", "B", "C", "D"))),
      "最多可投 3 人同意票，您已选 4 人",
    );
    expectBadRequest(
      await chair.with({ lang: "en" }).post(path(R.ballot, { groupId }), ballot(agree("A", "B", "C", "D"))),
      "You may approve at most 3; you have approved 4",
    );
    expectBadRequest(
      await judge.post(path(R.ballot, { groupId }), ballot(agree("B", "C", "D"))),
      "您已回避候选人 高评E，不能对其投票",
    );
    const absent = createClient(server.app, await server.login(pool[7]?.username as string));
    expectBadRequest(
      await absent.post(path(R.ballot, { groupId }), ballot(agree("A"))),
      "您已登记为缺席本次会议，不能投票",
    );
    const view = data(await judge.get(path(R.ballot, { groupId })));
    expect(view).toMatchObject({ cap: 3, submitted: false, round: 1 });
    expect(view.candidates.find((c: { name: string }) => c.name === "高评E")).toMatchObject({ recused: true });
  });

  it("admits one anonymous ballot per member and counts them, live as server-sent events", async () => {
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const address = server.app.server.address() as { port: number };
    const token = await server.login("personnel");
    const aborter = new AbortController();
    const live = await fetch(`http://127.0.0.1:${address.port}${path(R.live, { groupId })}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: aborter.signal,
    });
    expect(live.headers.get("content-type")).toContain("text/event-stream");
    const reader = (live.body as ReadableStream<Uint8Array>).getReader();
    let received = "";
    /** Reads the stream until an event shows `voted` members. */
    const until = async (voted: number) => {
      while (!received.includes(`"voted":${voted}}`)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${voted} voted`);
        received += new TextDecoder().decode(value);
      }
    };
    await until(0);
    // A 8, B 7, C 6, D 6: A and B pass, C and D tie at the third seat
    const plan = [
      ["A", "B", "C"],
      ["A", "B", "C"],
      ["A", "B", "C"],
      ["A", "B", "D"],
      ["A", "B", "D"],
      ["A", "B", "D"],
      ["A", "C", "D"],
      ["A", "C", "D"],
    ] as const;
    // all at once, as in a meeting room: with a member's second ballot and an over-vote among them, each answered
    // for itself (ballots that arrive together are written in one batch)
    const answers = await Promise.all([
      ...plan.map((keys, i) => (voters[i] as Client).post(path(R.ballot, { groupId }), ballot(agree(...keys)))),
      (voters[0] as Client).post(path(R.ballot, { groupId }), ballot(agree(...plan[0]))),
      judge.post(path(R.ballot, { groupId }), ballot(withoutE(agree("A", "B", "C", "D")))),
    ]);
    const [first, ...others] = answers.slice(0, plan.length);
    const [again, overVote] = answers.slice(plan.length);
    for (const answer of others) data(answer);
    const twice = [first, again] as (typeof answers)[number][];
    expect(twice.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    for (const answer of twice)
      if (answer.statusCode === 400) expectBadRequest(answer, "您已提交本轮选票，选票提交后不能更改");
    expectBadRequest(overVote as (typeof answers)[number], "最多可投 3 人同意票，您已选 4 人");
    const judgeChoices = withoutE(agree("B", "C", "D"));
    data(await judge.post(path(R.ballot, { groupId }), ballot(judgeChoices)));
    expectBadRequest(
      await judge.post(path(R.ballot, { groupId }), ballot(judgeChoices)),
      "您已提交本轮选票，选票提交后不能更改",
    );
    expect(data(await personnel.get(path(R.count, { groupId })))).toMatchObject({ voted: 9, attending: 9 });
    await until(9);
    aborter.abort();
    // the stream says how many, never how
    expect(received).not.toContain("AGREE");
    expect(received).not.toMatch(/userId|choices/);
    expect(data(await judge.get(path(R.ballot, { groupId })))).toMatchObject({ submitted: true });
    // no voter and no time on a ballot
    expect(Object.keys(getTableColumns(t.committeeBallots)).sort()).toEqual(["groupId", "id", "marks", "round"]);
    // the tally is not shown while the round is open
    expect(data(await personnel.get(path(R.results, { id: meetingId }))).groups[0].rounds).toEqual([]);
  });

  it("closes with a tie at the cap, re-votes among the tied, and the chair signs the results off", async () => {
    data(await chair.post(path(R.groupMove, { groupId }), { action: "close" }));
    let results = data<MeetingResults>(await personnel.get(path(R.results, { id: meetingId })));
    const first = results.groups[0]?.rounds[0];
    const byName = Object.fromEntries((first?.candidates ?? []).map((c) => [c.name, c]));
    expect(byName.高评A).toMatchObject({ agree: 8, verdict: "PASS", attending: 9 });
    expect(byName.高评B).toMatchObject({ agree: 7, verdict: "PASS" });
    expect(byName.高评C).toMatchObject({ agree: 6, verdict: "TIE_REVOTE" });
    expect(byName.高评D).toMatchObject({ agree: 6, verdict: "TIE_REVOTE" });
    expect(byName.高评E).toMatchObject({ agree: 0, recused: 1, eligible: 8, verdict: "FAIL" });
    expect(first?.flagMessages).toEqual([
      "2 名候选人同意票相同（6 票），超出名额，需在他们之间重新投票决定剩余 1 个名额",
    ]);
    expect(results.canSignOff).toBe(false);

    data(await chair.post(path(R.revote, { groupId })));
    data(await chair.post(path(R.groupMove, { groupId }), { action: "open" }));
    expect(data(await judge.get(path(R.ballot, { groupId })))).toMatchObject({ round: 2, cap: 1, submitted: false });
    expectBadRequest(
      await judge.post(path(R.ballot, { groupId }), ballot({ [candidates.C]: "AGREE" }, 1)),
      "该组已进入第 2 轮投票，请刷新后重新投票",
    );
    const revote = [...voters, judge];
    for (const [i, v] of revote.entries())
      data(
        await v.post(
          path(R.ballot, { groupId }),
          ballot({ [candidates.C]: i < 6 ? "AGREE" : "DISAGREE", [candidates.D]: i < 6 ? "DISAGREE" : "AGREE" }, 2),
        ),
      );
    data(await chair.post(path(R.groupMove, { groupId }), { action: "close" }));
    expect(data(await personnel.post(path(R.move, { id: meetingId }), { action: "end" })).state).toBe("ENDED");

    results = data<MeetingResults>(await personnel.get(path(R.results, { id: meetingId })));
    expect(results.groups[0]?.verdicts).toEqual({
      [candidates.A]: "PASS",
      [candidates.B]: "PASS",
      [candidates.C]: "PASS",
      [candidates.D]: "FAIL",
      [candidates.E]: "FAIL",
    });
    expect(results.canSignOff).toBe(true);
    expect((await personnel.post(path(R.signOff, { id: meetingId }), {})).statusCode).toBe(403);
    expect((await judge.post(path(R.signOff, { id: meetingId }), {})).statusCode).toBe(403);
    expect(data(await chair.post(path(R.signOff, { id: meetingId }), { comment: "同意" }))).toEqual({
      passed: 3,
      failed: 2,
      deferred: 0,
      skipped: 0,
    });
    expect(await fx.status(candidates.A)).toBe("RESULT_PUBLICITY");
    expect(await fx.status(candidates.D)).toBe("SENIOR_FAILED");
    expectBadRequest(await chair.post(path(R.signOff, { id: meetingId }), {}));
    expect(data(await supervisor.get(path(R.results, { id: meetingId })))).toMatchObject({
      signedOffBy: "朱红",
      canSignOff: false,
    });
  });
});

describe("the demo", () => {
  it("puts a meeting in each state before personnel, the chair and a member, with work waiting", async () => {
    const rows = data(await personnel.get(`${R.meetings}`)) as { id: string; name: string; state: string }[];
    const byName = new Map(rows.map((m) => [m.name, m]));
    expect(byName.get(DEMO_MEETINGS.ended)?.state).toBe("ENDED");
    expect(byName.get(DEMO_MEETINGS.running)?.state).toBe("RUNNING");
    expect(byName.get(DEMO_MEETINGS.draft)?.state).toBe("DRAFT");

    const draft = data<MeetingDetail>(
      await personnel.get(path(R.meeting, { id: byName.get(DEMO_MEETINGS.draft)?.id as string })),
    );
    expect(draft.members).toHaveLength(11);
    expect(draft.members.filter((m) => m.external).length).toBeGreaterThanOrEqual(4);

    const running = data<MeetingDetail>(
      await chair.get(path(R.meeting, { id: byName.get(DEMO_MEETINGS.running)?.id as string })),
    );
    const group = running.groups[0];
    expect(group).toMatchObject({ state: "OPEN", voted: 6 });
    expect(group?.cap).toBe((group?.candidates.length ?? 0) - 1);
    const mine = data(await judge.get(R.myMeetings)) as { groupId: string; submitted: boolean }[];
    expect(mine.find((g) => g.groupId === group?.id)).toMatchObject({ submitted: false });
    // each candidate on the judge's ballot was reviewed by the demo's earlier peer round: its figures, every one agreeing
    const ballot = data<BallotView>(await judge.get(path(R.ballot, { groupId: group?.id as string })));
    expect(ballot.candidates.length).toBeGreaterThan(0);
    for (const c of ballot.candidates) {
      expect(c.peer?.valid ?? 0).toBeGreaterThanOrEqual(3);
      expect(c.peer).toMatchObject({ agree: c.peer?.valid, disagree: 0 });
    }

    const ended = data<MeetingResults>(
      await chair.get(path(R.results, { id: byName.get(DEMO_MEETINGS.ended)?.id as string })),
    );
    expect(ended.canSignOff).toBe(true);
    expect(Object.values(ended.groups[0]?.verdicts ?? {})).toEqual(["PASS"]);
  });
});

describe("a candidate's peer opinions", () => {
  it("a member downloads them from the ballot as Word, experts unnamed; outside the ballot they do not exist", async () => {
    // candidate A's peer review: three experts invited, their opinions in
    const roundId = await fx.round({}, "高评前评议");
    const experts = [...(await fx.experts("external")).slice(0, 2), ...(await fx.experts("internal")).slice(0, 1)];
    // the fixture invites from QUALIFIED: A steps back there for the invitation and returns to where it stands
    const [before] = await fx.db.select().from(t.declarations).where(eq(t.declarations.id, candidates.A));
    await fx.db.update(t.declarations).set({ status: "QUALIFIED" }).where(eq(t.declarations.id, candidates.A));
    const assignments = await fx.invite(
      roundId,
      candidates.A,
      experts.map((e) => e.id),
    );
    await fx.db.update(t.declarations).set({ status: before?.status }).where(eq(t.declarations.id, candidates.A));
    for (const [i, assignmentId] of assignments.entries()) {
      await fx.db
        .update(t.peerAssignments)
        .set({ status: "COMPLETED", respondedAt: new Date(), openedAt: new Date() })
        .where(eq(t.peerAssignments.id, assignmentId));
      await fx.db.insert(t.peerOpinions).values({
        id: randomUUID(),
        tenantId: fx.tenantId,
        assignmentId,
        declarationId: candidates.A,
        scores: {},
        conclusion: i < 2 ? "AGREE" : "DISAGREE",
        comment: `评议意见${i + 1}：该申报人教学科研业绩突出，代表作学术水平较高，达到申报职务的任职条件。`,
        submittedAt: new Date(),
      });
    }
    const url = path(R.ballotOpinions, { groupId, declarationId: candidates.A });
    const res = await judge.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers["content-disposition"]).toContain(".docx");
    const text = ((await unzip(res.rawPayload)).get("word/document.xml")?.toString("utf8") ?? "").replace(
      /<[^>]+>/g,
      "",
    );
    expect(text).toContain("高评A");
    expect(text).toContain("评议意见1：该申报人教学科研业绩突出");
    expect(experts).toHaveLength(3);
    for (const { name } of experts) expect(text).not.toContain(name);

    // a declaration on no ballot of the group, a group the caller does not sit on, callers without the vote's code
    const elsewhere = (await fx.qualified(await fx.declarant(fx.units.cs, "高评外"))).id;
    expect((await judge.get(path(R.ballotOpinions, { groupId, declarationId: elsewhere }))).statusCode).toBe(404);
    expect(
      (await judge.get(path(R.ballotOpinions, { groupId: randomUUID(), declarationId: candidates.A }))).statusCode,
    ).toBe(404);
    expectRefused(await declarant.get(url));
    expectRefused(await supervisor.get(url));
  });
});

describe("recusals for one ballot", () => {
  it("a ballot's recusals are the meeting's, by rule and declared, member by member", async () => {
    const db = server.deps.db;
    // a meeting whose members recuse from their own unit's candidates
    const id = data(
      await personnel.post(R.meetings, { projectTimeId: fx.batchId, ...meetingBody, sameUnitRecusal: true }),
    ).id;
    const declared = await fx.qualified(await fx.declarant(fx.units.math, "回避甲"));
    const conflicted = await fx.qualified(await fx.declarant(fx.units.fl, "回避乙"));
    const ids = [declared.id, conflicted.id, await atSenior("回避丙")];
    await db.update(t.declarations).set({ status: "SENIOR_COMMITTEE" }).where(inArray(t.declarations.id, ids));
    // an internal member of the candidates' unit (cs), an external member with a recorded conflict
    await addPoolMembers(1, false);
    const local = pool.at(-1) as (typeof pool)[0];
    await db.update(t.users).set({ departId: fx.units.cs }).where(eq(t.users.id, local.id));
    const outside = pool.find((p) => p.external) as (typeof pool)[0];
    const expertId = randomUUID();
    await db.insert(t.experts).values({
      id: expertId,
      tenantId: fx.tenantId,
      kind: "external",
      name: "冲突专家",
      titleName: "教授",
      titleLevel: "FULL_SENIOR",
      userId: outside.id,
      phone: "13757109999",
    });
    await db.insert(t.expertConflicts).values({
      id: randomUUID(),
      tenantId: fx.tenantId,
      expertId,
      targetType: "DECLARANT",
      targetId: conflicted.owner.staffId,
      source: "HR",
      reason: "合作者",
    });
    const members = [local.id, outside.id, ...pool.filter((p) => p !== local && p !== outside).map((p) => p.id)].slice(
      0,
      11,
    );
    data(await personnel.put(path(R.members, { id }), { userIds: members, chairId: members[2] }));
    data(await personnel.post(path(R.groups, { id }), { name: "回避组", cap: null, declarationIds: ids }));
    data(
      await personnel.post(path(R.recusals, { id }), { userId: members[3], declarationId: declared.id, note: "亲属" }),
    );
    const meeting = await findMeeting(db, fx.tenantId, id);
    const byRule = (await detail(personnel, id)).recusals;
    expect(byRule.map((r) => r.reason).sort()).toEqual(["CONFLICT", "DECLARED", "SAME_UNIT"]);
    // all members at once, as a batch of ballots reads them, say the same
    const seated = await Promise.all(members.map((userId) => findMember(db, id, userId)));
    const together = await membersRecusedFrom(db, meeting as MeetingRecord, seated as MemberRecord[], ids);
    for (const userId of members) {
      expect((together.get(userId) ?? []).sort(), userId).toEqual(
        byRule
          .filter((r) => r.userId === userId)
          .map((r) => r.declarationId)
          .sort(),
      );
      const member = await findMember(db, id, userId);
      const one = await memberRecusedFrom(db, meeting as MeetingRecord, member as MemberRecord, ids);
      expect(one.sort(), userId).toEqual(
        byRule
          .filter((r) => r.userId === userId)
          .map((r) => r.declarationId)
          .sort(),
      );
    }
  });
});
