import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, like, notExists, notInArray } from "drizzle-orm";
import { AccessCache } from "../../platform/access-cache";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";
import { carryModules, intoFormalAudit, pastPeerReview, type SeedStep } from "./zcps-carry";
import { RESERVED_STAFF } from "./zcps-experts";
import { callersIn, qualify } from "./zcps-peer-review";

/** The committee pool's external members: accounts of the external experts' department (demo password). */
const EXTERNAL_JUDGES = [
  "王建国",
  "李文博",
  "陈思远",
  "刘志强",
  "杨晓东",
  "黄立新",
  "周明华",
  "吴海涛",
  "徐正阳",
  "孙卫国",
] as const;
/** Internal pool members: senior staff with an account who do not declare this year. */
const INTERNAL_JUDGES = 16;
/**
 * Declarations carried to the senior committee (as many as the units' quotas still allow): one for the ended
 * meeting, the others for the running one's capped group; the draft meeting has no group yet.
 */
const CARRIED = 4;

export const DEMO_MEETINGS = {
  running: "2026年度高级专业技术职务评审委员会第一次会议",
  ended: "2026年度高级专业技术职务评审委员会预备会议",
  draft: "2026年度高级专业技术职务评审委员会第二次会议",
} as const;

/**
 * Demo work for the senior committee (SEED=demo), after the peer review. The committee pool: the demo judge and
 * chair, ten external members (hpw_ext01…10) and sixteen full-senior staff. Up to four more declarations go
 * through the real workflow to QUALIFIED and on through the peer review and the professor committee to
 * SENIOR_COMMITTEE. Then, as personnel and the members:
 * - an ended meeting whose one group voted (everyone agreeing) and closed: the chair's sign-off waits;
 * - a running meeting with a capped group open, six of eleven ballots in: judge and judge_chair have a ballot
 *   waiting, the chair's screen counts live;
 * - a draft meeting with members drawn by seed and no group yet: personnel's next meeting.
 * Seeding again changes nothing (the meetings exist).
 */
export async function seedZcpsCommittee(tx: Executor, ctx: TitleSeedContext) {
  const { tenantId, config } = ctx;
  if (!config) return;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const [existing] = await tx
    .select({ id: t.committeeMeetings.id })
    .from(t.committeeMeetings)
    .where(eq(t.committeeMeetings.projectTimeId, batch.id))
    .limit(1);
  if (existing) return;
  const [modules, formal, synthesis, committee] = await Promise.all([
    carryModules(tx),
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
    import("../../modules/title-evaluation/stages/senior-committee"),
  ]);
  const db = tx as Db;
  const as = await callersIn(tx, tenantId, batch.id);
  const personnel = await as("personnel");
  const chair = await as("judge_chair");
  const judge = await as("judge");
  if (!personnel || !chair || !judge) return;

  const externals = await seedPool(tx, tenantId, batch.id);
  const internals = await internalPool(tx, tenantId, batch.id);

  // -- six declarations carried to the senior committee
  const chosen = await committeeCandidates(tx, tenantId, batch.id);
  const carried = await intoFormalAudit(tx, tenantId, batch, modules, chosen, CARRIED);
  await qualify(tx, tenantId, batch.id, carried, modules, formal, synthesis);
  const atSenior: string[] = [];
  for (const id of carried) {
    const recommend: SeedStep = [{ type: "committeeRecommend", rank: atSenior.length + 1 }, "PERSONNEL", "赵敏"];
    if (await pastPeerReview(tx, tenantId, id, modules, [recommend])) atSenior.push(id);
  }
  if (atSenior.length < 3) return;
  const endedOnes = atSenior.slice(-1);
  const runningOnes = atSenior.slice(0, -1);

  const deps = { db, cache: new AccessCache() };
  const meetings = committee.createMeetingsService(deps);
  const vote = committee.createVoteService(deps);
  const rule = {
    projectTimeId: batch.id,
    size: 11,
    minSize: 11,
    externalNumerator: 3,
    externalDenominator: 10,
    poolRatio: 2,
    sameUnitRecusal: false,
  };
  const sitting = [chair.userId, judge.userId, ...externals.slice(0, 4), ...internals.slice(0, 5)];
  const voters = await Promise.all(
    [
      ...EXTERNAL_JUDGES.slice(0, 4).map((_, i) => judgeUsername(i)),
      ...(await usernames(tx, internals.slice(0, 5))),
    ].map(as),
  );

  // -- ended: one uncapped group, everyone agreed; the chair's sign-off waits
  const ended = await meetings.create(personnel, {
    ...rule,
    name: DEMO_MEETINGS.ended,
    place: "行政楼第一会议室",
    agenda: "一、宣布评审纪律与回避规定\n二、听取人事处关于申报情况的说明\n三、分组无记名投票",
    startsAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
  });
  await meetings.setMembers(personnel, ended.id, { userIds: sitting, chairId: chair.userId });
  const first = await meetings.createGroup(personnel, ended.id, {
    name: "正高级职务组（预审）",
    cap: null,
    declarationIds: endedOnes,
  });
  await meetings.move(personnel, ended.id, "start");
  await vote.moveGroup(chair, first.id, "open");
  for (const member of [chair, judge, ...voters])
    if (member)
      await vote.cast(member, first.id, {
        round: 1,
        choices: Object.fromEntries(endedOnes.map((id) => [id, "AGREE" as const])),
      });
  await vote.moveGroup(chair, first.id, "close");
  await meetings.move(personnel, ended.id, "end");

  // -- running: a capped group open, six ballots in
  const running = await meetings.create(personnel, {
    ...rule,
    name: DEMO_MEETINGS.running,
    place: "行政楼第一会议室",
    agenda: "一、宣布评审纪律与回避规定\n二、分组无记名投票（每组限额推荐）\n三、主任委员签发评审结果",
    startsAt: new Date().toISOString(),
  });
  await meetings.setMembers(personnel, running.id, { userIds: sitting, chairId: chair.userId });
  const capped = await meetings.createGroup(personnel, running.id, {
    name: "正高级职务组",
    cap: runningOnes.length - 1,
    declarationIds: runningOnes,
  });
  await meetings.move(personnel, running.id, "start");
  await vote.moveGroup(chair, capped.id, "open");
  // six ballots in, each approving up to the cap, the first candidates most often
  for (const [i, member] of voters.slice(0, 6).entries())
    if (member)
      await vote.cast(member, capped.id, {
        round: 1,
        choices: Object.fromEntries(
          runningOnes.map((id, k) => [
            id,
            (k + i) % runningOnes.length < runningOnes.length - 1 ? "AGREE" : "DISAGREE",
          ]),
        ),
      });

  // -- draft: members drawn by seed; personnel sets up its groups
  const draft = await meetings.create(personnel, {
    ...rule,
    name: DEMO_MEETINGS.draft,
    place: "行政楼第二会议室",
    agenda: "一、宣布评审纪律与回避规定\n二、分组无记名投票",
    startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  await meetings.draw(personnel, draft.id, { seed: "2026" });
}

const judgeUsername = (i: number) => `hpw_ext${String(i + 1).padStart(2, "0")}`;

/** The external members' accounts, in the committee's role group; their ids in order. */
async function seedPool(tx: Executor, tenantId: string, projectTimeId: string): Promise<string[]> {
  const [template] = await tx
    .select()
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "judge")));
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "judge")));
  const [outside] = await tx
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), eq(t.departs.code, "external")));
  if (!template || !group || !outside || !projectTimeId) return [];
  const ids = EXTERNAL_JUDGES.map(() => randomUUID());
  await tx.insert(t.users).values(
    EXTERNAL_JUDGES.map((name, i) => ({
      id: ids[i] as string,
      tenantId,
      username: judgeUsername(i),
      passwordHash: template.passwordHash,
      name,
      departId: outside.id,
      mobilePhone: `1375710${String(i + 1).padStart(4, "0")}`,
      email: `${judgeUsername(i).replace("_", ".")}@example.org`,
    })),
  );
  await tx.insert(t.groupMembers).values(ids.map((userId) => ({ groupId: group.id, userId })));
  return ids;
}

/** Full-senior staff with an account and no submitted declaration this year join the committee's role group; their ids. */
async function internalPool(tx: Executor, tenantId: string, projectTimeId: string): Promise<string[]> {
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "judge")));
  if (!group) return [];
  const rows = await tx
    .select({ userId: t.staff.userId, employeeNo: t.staff.employeeNo })
    .from(t.staff)
    .where(
      and(
        eq(t.staff.tenantId, tenantId),
        like(t.staff.employeeNo, "2026%"),
        inArray(t.staff.currentTitleName, ["教授", "研究员"]),
        notExists(
          tx
            .select({ id: t.declarations.id })
            .from(t.declarations)
            .where(
              and(
                eq(t.declarations.staffId, t.staff.id),
                eq(t.declarations.projectTimeId, projectTimeId),
                notInArray(t.declarations.status, ["DRAFT", "WITHDRAWN"]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(t.staff.employeeNo));
  const ids = rows
    .filter((r) => r.userId !== null && !RESERVED_STAFF.has(r.employeeNo))
    .slice(0, INTERNAL_JUDGES)
    .map((r) => r.userId as string);
  if (ids.length) await tx.insert(t.groupMembers).values(ids.map((userId) => ({ groupId: group.id, userId })));
  return ids;
}

async function usernames(tx: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .where(inArray(t.users.id, userIds));
  const byId = new Map(rows.map((r) => [r.id, r.username]));
  return userIds.map((id) => byId.get(id) ?? "");
}

/**
 * Declarations submitted to their unit, from the end of the list: each unit keeps its first for its own review, and
 * the staff other tests use by number keep theirs.
 */
async function committeeCandidates(tx: Executor, tenantId: string, projectTimeId: string) {
  const rows = await tx
    .select({ id: t.declarations.id, unitId: t.declarations.unitId, employeeNo: t.staff.employeeNo })
    .from(t.declarations)
    .innerJoin(t.staff, eq(t.staff.id, t.declarations.staffId))
    .innerJoin(t.departs, eq(t.departs.id, t.declarations.unitId))
    .where(
      and(
        eq(t.declarations.tenantId, tenantId),
        eq(t.declarations.projectTimeId, projectTimeId),
        eq(t.declarations.status, "UNIT_REVIEW"),
        isNull(t.declarations.returnedFrom),
      ),
    )
    .orderBy(asc(t.departs.code), asc(t.declarations.submittedAt), asc(t.staff.employeeNo));
  const seen = new Map<string, number>();
  const kept = rows.filter((d) => {
    const n = seen.get(d.unitId ?? "") ?? 0;
    seen.set(d.unitId ?? "", n + 1);
    return n >= 1 && !RESERVED_STAFF.has(d.employeeNo);
  });
  return kept.reverse().map((d) => d.id);
}
