// The senior committee's figures of `npm run bench`: the tally of 25 members × 300 candidates (pure), and 25 members
// who have opened their ballot page casting their ballots on 300 candidates at once over HTTP, in several meetings one after another, with the count of
// ballots and participation rows checked afterwards (none lost, none doubled) and a second ballot of each refused.
// `npx tsx scripts/bench-committee.ts` runs it alone on a fresh embedded database with the generated batch.
import { randomUUID } from "node:crypto";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { type Ballot, DEFAULT_VOTE_RULE, tallyGroup, VOTE_CHOICES } from "@zcps/contracts/zcps/committee/vote";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import * as t from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import { AccessCache } from "../apps/server/src/platform/access-cache";
import type { AuthContext } from "../apps/server/src/platform/auth";
import type { Started } from "../apps/server/src/server";
import { isMain, runAlone } from "./bench-alone";
import { signIn } from "./bench-declarations";

const MEMBERS = 25;
const CANDIDATES = 300;
const MEETINGS = 8;
const TALLY_BUDGET_MS = 50;
const BALLOT_BUDGET_MS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

/** A member's choices: agree with about two thirds, the rest disagree or abstain. */
const ballotOf = (member: number, ids: readonly string[]): Ballot =>
  Object.fromEntries(ids.map((id, c) => [id, VOTE_CHOICES[(member * 7 + c) % 3 === 0 ? 1 + (c % 2) : 0] ?? "AGREE"]));

/** The pure tally, median of 20 runs after 5 of warm-up. */
function tallyTime() {
  const ids = Array.from({ length: CANDIDATES }, (_, i) => `c${i}`);
  const ballots = Array.from({ length: MEMBERS }, (_, m) => ballotOf(m, ids));
  const input = { members: MEMBERS, attending: MEMBERS, candidates: ids.map((id) => ({ id })), ballots };
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const started = performance.now();
    tallyGroup(DEFAULT_VOTE_RULE, input);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** The first `count` of the generated batch's declarations (by staff number), moved to the senior committee. */
export async function atSeniorCommittee(server: Started, batchId: string, count: number): Promise<string[]> {
  const { db } = server.deps;
  const declarations = await db
    .select({ id: t.declarations.id })
    .from(t.declarations)
    .innerJoin(t.staff, eq(t.staff.id, t.declarations.staffId))
    .where(and(eq(t.declarations.projectTimeId, batchId), like(t.staff.employeeNo, "BD%")))
    .orderBy(t.staff.employeeNo)
    .limit(count);
  const ids = declarations.map((d) => d.id);
  await db.update(t.declarations).set({ status: "SENIOR_COMMITTEE" }).where(inArray(t.declarations.id, ids));
  return ids;
}

/** 25 members in the committee's role group, 300 of the batch's declarations at the senior committee, 8 meetings. */
async function setUp(server: Started, batchId: string) {
  const { db } = server.deps;
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "judge"));
  const [group] = await db.select().from(t.groups).where(eq(t.groups.code, "judge"));
  if (!template || !group) throw new Error("the demo seed has no judge");
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    id: randomUUID(),
    tenantId: DEFAULT_TENANT_ID,
    username: `bench_judge_${i}`,
    passwordHash: template.passwordHash,
    name: `评委${i}`,
    departId: template.departId,
  }));
  await db.insert(t.users).values(members);
  await db.insert(t.groupMembers).values(members.map((m) => ({ groupId: group.id, userId: m.id })));
  const ids = await atSeniorCommittee(server, batchId, CANDIDATES);

  const { createMeetingsService, createVoteService } = await import(
    "../apps/server/src/modules/title-evaluation/stages/senior-committee"
  );
  const deps = { db, cache: new AccessCache() };
  const meetings = createMeetingsService(deps);
  const vote = createVoteService(deps);
  const [batch] = await db.select({ projectId: t.batches.projectId }).from(t.batches).where(eq(t.batches.id, batchId));
  const as = (userId: string, name: string): AuthContext => ({
    sessionId: "bench",
    clientId: "bench",
    userId,
    tenantId: DEFAULT_TENANT_ID,
    projectId: batch?.projectId ?? null,
    username: name,
    name,
    isSuperAdmin: false,
    expiresAt: new Date(),
    token: "bench",
    codes: new Set(),
  });
  const personnel = as("bench", "人事处");
  const chair = members[0] as (typeof members)[0];
  const groups: string[] = [];
  for (let n = 0; n < MEETINGS; n++) {
    const { id } = await meetings.create(personnel, {
      projectTimeId: batchId,
      name: `bench meeting ${n}`,
      size: MEMBERS,
      minSize: MEMBERS,
      externalNumerator: 0,
      externalDenominator: 10,
      poolRatio: 1,
      sameUnitRecusal: false,
    });
    await meetings.setMembers(personnel, id, { userIds: members.map((m) => m.id), chairId: chair.id });
    const { id: groupId } = await meetings.createGroup(personnel, id, {
      name: "bench",
      cap: null,
      declarationIds: ids,
    });
    await meetings.move(personnel, id, "start");
    await vote.moveGroup(as(chair.id, chair.name), groupId, "open");
    groups.push(groupId);
  }
  await db.execute(sql`analyze`);
  return { members, ids, groups };
}

export async function committeeFigures(server: Started, base: string, batchId: string) {
  const tally = tallyTime();
  const { members, ids, groups } = await setUp(server, batchId);
  const tokens = await Promise.all(members.map((m) => signIn(base, m.username)));
  const url = (groupId: string) => `${base}${COMMITTEE_ROUTES.ballot.replace(":groupId", groupId)}`;
  const cast = (token: string, groupId: string, member: number) =>
    fetch(url(groupId), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ round: 1, choices: ballotOf(member, ids) }),
    });
  const times: number[] = [];
  let refusedAgain = 0;
  for (const groupId of groups) {
    // each member opens the ballot page first, as the console does before a vote can be cast
    await Promise.all(
      tokens.map(async (token) =>
        (await fetch(url(groupId), { headers: { authorization: `Bearer ${token}` } })).arrayBuffer(),
      ),
    );
    // the 25 at once
    const answers = await Promise.all(
      tokens.map(async (token, m) => {
        const started = performance.now();
        const res = await cast(token, groupId, m);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        return res.status;
      }),
    );
    if (answers.some((s) => s !== 200)) throw new Error(`a ballot was refused: ${answers.join(", ")}`);
    const again = await Promise.all(tokens.map(async (token, m) => (await cast(token, groupId, m)).status));
    refusedAgain += again.filter((s) => s === 400).length;
  }
  const { db } = server.deps;
  const [ballots] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.committeeBallots)
    .where(inArray(t.committeeBallots.groupId, groups));
  const [voted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.committeeParticipation)
    .where(inArray(t.committeeParticipation.groupId, groups));
  times.sort((a, b) => a - b);
  return {
    tally,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    cast: times.length,
    ballots: ballots?.n ?? 0,
    voted: voted?.n ?? 0,
    refusedAgain,
    expected: MEMBERS * MEETINGS,
  };
}

const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

export function committeeRows(f: Awaited<ReturnType<typeof committeeFigures>>): string[] {
  const whole = f.ballots === f.expected && f.voted === f.expected && f.refusedAgain === f.expected;
  return [
    `| the committee's tally of ${MEMBERS} members × ${CANDIDATES} candidates ≤ ${TALLY_BUDGET_MS} ms (median of 20) | ${f.tally.toFixed(2)} ms | ${verdict(f.tally <= TALLY_BUDGET_MS)} |`,
    `| ${MEMBERS} members casting ballots on ${CANDIDATES} candidates at once, ${MEETINGS} times: p99 per ballot ≤ ${BALLOT_BUDGET_MS} ms, none lost or doubled | p99 ${f.p99.toFixed(0)} ms (p50 ${f.p50.toFixed(0)} ms) over ${f.cast} ballots; ${f.ballots} ballots and ${f.voted} participation rows stored of ${f.expected}; ${f.refusedAgain} second ballots refused | ${verdict(f.p99 <= BALLOT_BUDGET_MS && whole)} |`,
  ];
}

if (isMain(import.meta.url))
  await runAlone("committee", async (server, base, batchId) =>
    committeeRows(await committeeFigures(server, base, batchId)),
  );
