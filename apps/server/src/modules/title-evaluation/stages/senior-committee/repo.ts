import type { GroupState } from "@zcps/contracts/zcps/committee/api";
import type { Ballot, VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "../../../../db/rows";
import {
  committeeBallots,
  committeeCandidates,
  committeeGroups,
  committeeMeetings,
  committeeMembers,
  committeeParticipation,
  committeeRecusals,
  committeeRounds,
} from "../../../../db/schema";

/**
 * The senior committee's tables, and what it reads of others: the committee pool (holders of the committee's role
 * groups), the batch's declarations at the stage with their names, the recorded conflicts and the peer figures.
 */

export type MeetingRecord = typeof committeeMeetings.$inferSelect;
export type MemberRecord = typeof committeeMembers.$inferSelect;
export type GroupRecord = typeof committeeGroups.$inferSelect;
export type RoundRecord = typeof committeeRounds.$inferSelect;

/** The role groups whose holders form the committee pool (高评委委员库). */
export const POOL_GROUPS = ["judge", "judge_chair"] as const;

export async function findMeeting(db: Executor, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(committeeMeetings)
    .where(and(eq(committeeMeetings.tenantId, tenantId), eq(committeeMeetings.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function listMeetings(db: Executor, tenantId: string, filter: { projectTimeId?: string; state?: string }) {
  return rowsOf<
    MeetingRecord & {
      batchName: string | null;
      memberCount: number;
      externalCount: number;
      groupCount: number;
      candidateCount: number;
    }
  >(
    db,
    sql`select m.id, m.project_time_id as "projectTimeId", b.name as "batchName", m.name, m.state,
          m.starts_at as "startsAt", m.place, m.size, m.signed_off_at as "signedOffAt", m.created_at as "createdAt",
          (select count(*)::int from committee_members x where x.meeting_id = m.id) as "memberCount",
          (select count(*)::int from committee_members x where x.meeting_id = m.id and x.external) as "externalCount",
          (select count(*)::int from committee_groups g where g.meeting_id = m.id) as "groupCount",
          (select count(*)::int from committee_candidates c where c.meeting_id = m.id) as "candidateCount"
        from committee_meetings m left join project_times b on b.id = m.project_time_id
        where m.tenant_id = ${tenantId}
          ${filter.projectTimeId ? sql`and m.project_time_id = ${filter.projectTimeId}` : sql``}
          ${filter.state ? sql`and m.state = ${filter.state}` : sql``}
        order by m.created_at desc, m.id`,
  );
}

/** The batch's name, for the meeting's header. */
export async function batchName(db: Executor, projectTimeId: string) {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from project_times where id = ${projectTimeId}`);
  return row?.name ?? null;
}

export async function insertMeeting(db: Executor, row: typeof committeeMeetings.$inferInsert) {
  await db.insert(committeeMeetings).values(row);
}

export async function updateMeeting(db: Executor, id: string, changes: Partial<MeetingRecord>) {
  await db
    .update(committeeMeetings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(committeeMeetings.id, id));
}

export async function deleteMeeting(db: Executor, id: string) {
  await db.delete(committeeMeetings).where(eq(committeeMeetings.id, id));
}

// --- the pool and the members

export interface PoolRecord {
  userId: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  external: boolean;
  declares: boolean;
}

/**
 * The pool: every active account of the tenant in a committee role group. External: the account belongs to the
 * external experts' department or is an external expert's; internal members' unit is their staff record's (else
 * their department). Declares: the member has a declaration in the batch past its draft and not withdrawn.
 */
export async function pool(db: Executor, tenantId: string, projectTimeId: string, userIds?: readonly string[]) {
  return rowsOf<PoolRecord>(
    db,
    sql`select u.id as "userId", u.name,
          coalesce(s.unit_id, u.depart_id) as "unitId", un.name as "unitName", un.name_en as "unitNameEn",
          (dp.code = 'external' or exists (select 1 from experts e where e.tenant_id = u.tenant_id
             and e.user_id = u.id and e.kind = 'external')) as external,
          exists (select 1 from declarations d where d.project_time_id = ${projectTimeId} and d.user_id = u.id
             and d.status not in ('DRAFT', 'WITHDRAWN')) as declares
        from users u
          left join departs dp on dp.id = u.depart_id
          left join staff s on s.tenant_id = u.tenant_id and s.user_id = u.id
          left join departs un on un.id = coalesce(s.unit_id, u.depart_id)
        where u.tenant_id = ${tenantId} and u.enabled
          and exists (select 1 from group_members gm join groups g on g.id = gm.group_id
             where gm.user_id = u.id and g.tenant_id = u.tenant_id and g.code = ${anyOf(POOL_GROUPS)})
          ${userIds ? sql`and u.id = ${anyOf(userIds)}` : sql``}
        order by external desc, u.name, u.id`,
  );
}

export async function members(db: Executor, meetingId: string) {
  return rowsOf<MemberRecord & { name: string; unitName: string | null; unitNameEn: string | null }>(
    db,
    sql`select m.meeting_id as "meetingId", m.user_id as "userId", m.external, m.unit_id as "unitId", m.chair,
          m.source, m.attending, u.name, un.name as "unitName", un.name_en as "unitNameEn"
        from committee_members m join users u on u.id = m.user_id left join departs un on un.id = m.unit_id
        where m.meeting_id = ${meetingId}
        order by m.chair desc, m.external desc, u.name, m.user_id`,
  );
}

export async function replaceMembers(db: Executor, meetingId: string, rows: (typeof committeeMembers.$inferInsert)[]) {
  await db.delete(committeeMembers).where(eq(committeeMembers.meetingId, meetingId));
  if (rows.length) await db.insert(committeeMembers).values(rows);
}

export async function setAttendance(db: Executor, meetingId: string, userId: string, attending: boolean) {
  const rows = await db
    .update(committeeMembers)
    .set({ attending })
    .where(and(eq(committeeMembers.meetingId, meetingId), eq(committeeMembers.userId, userId)))
    .returning({ userId: committeeMembers.userId });
  return rows.length > 0;
}

export async function findMember(db: Executor, meetingId: string, userId: string) {
  const [row] = await db
    .select()
    .from(committeeMembers)
    .where(and(eq(committeeMembers.meetingId, meetingId), eq(committeeMembers.userId, userId)));
  return row ?? null;
}

/** Whether the member has voted in any round of the meeting. */
export async function votedInMeeting(db: Executor, meetingId: string, userId: string) {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from committee_participation p join committee_groups g on g.id = p.group_id
        where g.meeting_id = ${meetingId} and p.user_id = ${userId} limit 1`,
  );
  return rows.length > 0;
}

export async function userName(db: Executor, userId: string) {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from users where id = ${userId}`);
  return row?.name ?? null;
}

// --- candidates, conflicts, recusals

export interface CandidateRecord {
  declarationId: string;
  staffId: string;
  userId: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string | null;
  titleNameEn: string | null;
  level: string | null;
  disciplineCode: string | null;
  status: string;
  version: number;
}

const CANDIDATE_COLUMNS = sql`d.id as "declarationId", d.staff_id as "staffId", d.user_id as "userId", s.name,
  d.unit_id as "unitId", un.name as "unitName", un.name_en as "unitNameEn", ti.name as "titleName",
  ti.name_en as "titleNameEn", d.level, s.discipline_code as "disciplineCode", d.status, d.version`;
const CANDIDATE_JOINS = sql`declarations d join staff s on s.id = d.staff_id left join departs un on un.id = d.unit_id
  left join titles ti on ti.id = d.title_id`;

/** Declarations of the tenant by id, with what a candidate shows. */
export async function candidatesByIds(db: Executor, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return rowsOf<CandidateRecord>(
    db,
    sql`select ${CANDIDATE_COLUMNS} from ${CANDIDATE_JOINS}
        where d.tenant_id = ${tenantId} and d.id = ${anyOf(ids)}
        order by d.level, d.unit_id, s.name, d.id`,
  );
}

/** The batch's declarations at the senior committee that no group of the meeting holds. */
export async function openCandidates(db: Executor, tenantId: string, projectTimeId: string, meetingId: string) {
  return rowsOf<CandidateRecord>(
    db,
    sql`select ${CANDIDATE_COLUMNS} from ${CANDIDATE_JOINS}
        where d.tenant_id = ${tenantId} and d.project_time_id = ${projectTimeId} and d.status = 'SENIOR_COMMITTEE'
          and not exists (select 1 from committee_candidates c where c.meeting_id = ${meetingId}
            and c.declaration_id = d.id)
        order by d.level, d.unit_id, s.name, d.id`,
  );
}

/** Every candidate of the meeting, with its group. */
export async function meetingCandidates(db: Executor, meetingId: string) {
  return db
    .select({
      groupId: committeeCandidates.groupId,
      declarationId: committeeCandidates.declarationId,
      orderNum: committeeCandidates.orderNum,
    })
    .from(committeeCandidates)
    .where(eq(committeeCandidates.meetingId, meetingId))
    .orderBy(asc(committeeCandidates.orderNum));
}

/** Conflicts recorded in the expert pools between a member (by account) and a candidate (by person or unit). */
export async function conflicts(db: Executor, tenantId: string, userIds: readonly string[], declarationIds: string[]) {
  if (userIds.length === 0 || declarationIds.length === 0) return [];
  return rowsOf<{ memberId: string; candidateId: string }>(
    db,
    sql`select distinct e.user_id as "memberId", d.id as "candidateId"
        from expert_conflicts c join experts e on e.id = c.expert_id
          join declarations d on d.id = ${anyOf(declarationIds)}
        where e.tenant_id = ${tenantId} and e.user_id = ${anyOf(userIds)}
          and ((c.target_type = 'DECLARANT' and c.target_id = d.staff_id)
            or (c.target_type = 'UNIT' and c.target_id = d.unit_id))`,
  );
}

/**
 * The candidates one member recuses from, in one query: every one when the member declares in the batch, those of
 * the member's unit where the meeting says so (an internal member), those of a recorded conflict, those declared.
 * The same rules as findRecusals over the whole meeting (contracts committee/meeting), for a single ballot.
 */
export async function memberRecusedFrom(
  db: Executor,
  meeting: MeetingRecord,
  member: MemberRecord,
  candidateIds: readonly string[],
) {
  return (await membersRecusedFrom(db, meeting, [member], candidateIds)).get(member.userId) ?? [];
}

/**
 * The candidates each member is recused from, by rule and declared, for several members in one statement: a member
 * who declares in the batch from all, one of the candidate's unit where the meeting says so (internal members only),
 * one with a recorded conflict with the candidate or their unit, and where the recusal was declared. By member.
 */
export async function membersRecusedFrom(
  db: Executor,
  meeting: MeetingRecord,
  members: readonly MemberRecord[],
  candidateIds: readonly string[],
): Promise<Map<string, string[]>> {
  const recused = new Map<string, string[]>();
  if (candidateIds.length === 0 || members.length === 0) return recused;
  const userIds = members.map((m) => m.userId);
  const sameUnit = meeting.sameUnitRecusal ? members.filter((m) => !m.external && m.unitId) : [];
  // each member's own facts first, each once (not once per candidate): whether they declare in the batch, their
  // conflicts, their declared recusals; then the candidates they touch. Materialized, so the planner does not fold
  // them into a scan per member and candidate.
  const rows = await rowsOf<{ userId: string; id: string }>(
    db,
    sql`with m as materialized (select unnest(${sql.param(userIds)}::text[]) as user_id),
        unit_of as materialized (
          select * from unnest(${sql.param(sameUnit.map((x) => x.userId))}::text[],
            ${sql.param(sameUnit.map((x) => x.unitId as string))}::text[]) as u(user_id, unit_id)),
        declares as materialized (
          select distinct x.user_id from declarations x where x.project_time_id = ${meeting.projectTimeId}
            and x.user_id = ${anyOf(userIds)} and x.status not in ('DRAFT', 'WITHDRAWN')),
        conflicts as materialized (
          select e.user_id, c.target_type, c.target_id from expert_conflicts c join experts e on e.id = c.expert_id
          where e.tenant_id = ${meeting.tenantId} and e.user_id = ${anyOf(userIds)}),
        declared as materialized (
          select r.user_id, r.declaration_id from committee_recusals r
          where r.meeting_id = ${meeting.id} and r.user_id = ${anyOf(userIds)}),
        candidates as materialized (
          select d.id, d.unit_id, d.staff_id from declarations d where d.id = ${anyOf(candidateIds)})
        select m.user_id as "userId", d.id from m cross join candidates d
        where (
          exists (select 1 from declares x where x.user_id = m.user_id)
          or exists (select 1 from unit_of u where u.user_id = m.user_id and u.unit_id = d.unit_id)
          or exists (select 1 from conflicts c where c.user_id = m.user_id and (
            (c.target_type = 'DECLARANT' and c.target_id = d.staff_id) or (c.target_type = 'UNIT' and c.target_id = d.unit_id)))
          or exists (select 1 from declared r where r.user_id = m.user_id and r.declaration_id = d.id))`,
  );
  for (const row of rows) recused.set(row.userId, [...(recused.get(row.userId) ?? []), row.id]);
  return recused;
}

export async function declaredRecusals(db: Executor, meetingId: string) {
  return db
    .select()
    .from(committeeRecusals)
    .where(eq(committeeRecusals.meetingId, meetingId))
    .orderBy(asc(committeeRecusals.createdAt));
}

export async function insertRecusal(db: Executor, row: typeof committeeRecusals.$inferInsert) {
  const rows = await db
    .insert(committeeRecusals)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: committeeRecusals.id });
  return rows.length > 0;
}

export async function deleteRecusal(db: Executor, meetingId: string, id: string) {
  const rows = await db
    .delete(committeeRecusals)
    .where(and(eq(committeeRecusals.meetingId, meetingId), eq(committeeRecusals.id, id)))
    .returning({ id: committeeRecusals.id });
  return rows.length > 0;
}

// --- groups and rounds

export async function groups(db: Executor, meetingId: string) {
  return db
    .select()
    .from(committeeGroups)
    .where(eq(committeeGroups.meetingId, meetingId))
    .orderBy(asc(committeeGroups.orderNum), asc(committeeGroups.createdAt));
}

/** A group with its meeting, the meeting in the tenant. */
export async function findGroup(db: Executor, tenantId: string, groupId: string, lock?: "update" | "share") {
  const query = db
    .select({ group: committeeGroups, meeting: committeeMeetings })
    .from(committeeGroups)
    .innerJoin(committeeMeetings, eq(committeeMeetings.id, committeeGroups.meetingId))
    .where(and(eq(committeeGroups.id, groupId), eq(committeeMeetings.tenantId, tenantId)));
  const [row] = lock ? await query.for(lock, { of: committeeGroups }) : await query;
  return row ?? null;
}

export async function insertGroup(db: Executor, row: typeof committeeGroups.$inferInsert, declarationIds: string[]) {
  await db.insert(committeeGroups).values(row);
  await setCandidates(db, row.id, row.meetingId, declarationIds);
}

export async function setCandidates(db: Executor, groupId: string, meetingId: string, declarationIds: string[]) {
  await db.delete(committeeCandidates).where(eq(committeeCandidates.groupId, groupId));
  await db
    .insert(committeeCandidates)
    .values(declarationIds.map((declarationId, orderNum) => ({ groupId, meetingId, declarationId, orderNum })));
  await db.delete(committeeRounds).where(eq(committeeRounds.groupId, groupId));
  await db.insert(committeeRounds).values({ groupId, round: 1, candidateIds: declarationIds });
}

export async function updateGroup(db: Executor, groupId: string, changes: Partial<GroupRecord>) {
  await db.update(committeeGroups).set(changes).where(eq(committeeGroups.id, groupId));
}

export async function deleteGroup(db: Executor, groupId: string) {
  await db.delete(committeeGroups).where(eq(committeeGroups.id, groupId));
}

export async function rounds(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return rowsOf<RoundRecord>(
    db,
    sql`select group_id as "groupId", round, candidate_ids as "candidateIds", seats, state, opened_at as "openedAt",
          closed_at as "closedAt", members, attending, tally
        from committee_rounds where group_id = ${anyOf(groupIds)} order by group_id, round`,
  );
}

export async function findRound(db: Executor, groupId: string, round: number) {
  const [row] = await db
    .select()
    .from(committeeRounds)
    .where(and(eq(committeeRounds.groupId, groupId), eq(committeeRounds.round, round)));
  return row ?? null;
}

export async function updateRound(db: Executor, groupId: string, round: number, changes: Partial<RoundRecord>) {
  await db
    .update(committeeRounds)
    .set(changes)
    .where(and(eq(committeeRounds.groupId, groupId), eq(committeeRounds.round, round)));
}

export async function insertRound(db: Executor, row: typeof committeeRounds.$inferInsert) {
  await db.insert(committeeRounds).values(row);
}

export const roundState = (round: RoundRecord | null): GroupState => (round?.state as GroupState) ?? "WAITING";

// --- ballots and participation

/**
 * What a ballot is checked against, in one statement: the group (held in share mode, so its round cannot close under
 * the ballot) with its meeting, the caller's membership and the group's current round.
 */
/**
 * What ballots in a group are checked against, read once for a batch of them: the group (held in share mode, so
 * closing waits for the batch), its meeting and current round, and those of `userIds` who sit on the meeting.
 */
export async function ballotContext(db: Executor, tenantId: string, groupId: string, userIds: readonly string[]) {
  const [row] = await db
    .select({ group: committeeGroups, meeting: committeeMeetings, round: committeeRounds })
    .from(committeeGroups)
    .innerJoin(committeeMeetings, eq(committeeMeetings.id, committeeGroups.meetingId))
    .leftJoin(
      committeeRounds,
      and(eq(committeeRounds.groupId, committeeGroups.id), eq(committeeRounds.round, committeeGroups.round)),
    )
    .where(and(eq(committeeGroups.id, groupId), eq(committeeMeetings.tenantId, tenantId)))
    .for("share", { of: committeeGroups });
  if (!row) return null;
  const members = await db
    .select()
    .from(committeeMembers)
    .where(and(eq(committeeMembers.meetingId, row.meeting.id), sql`${committeeMembers.userId} = ${anyOf(userIds)}`));
  return { ...row, members: new Map(members.map((m) => [m.userId, m])) };
}

/** How a ballot is stored: one letter per candidate of its round, in the round's order (schema: committee_ballots). */
const MARKS: Record<VoteChoice, string> = { AGREE: "A", DISAGREE: "D", ABSTAIN: "B" };
const CHOICES = new Map(Object.entries(MARKS).map(([choice, mark]) => [mark, choice as VoteChoice]));
const NO_MARK = "-";

/** A ballot as its round's marks; a candidate without a choice is "-" (a ballot names only its round's candidates). */
export const ballotMarks = (ballot: Ballot, candidateIds: readonly string[]): string =>
  candidateIds.map((id) => (ballot[id] ? MARKS[ballot[id]] : NO_MARK)).join("");

/** The ballot that stored marks stand for, over the same round's candidates. */
export function ballotOfMarks(marks: string, candidateIds: readonly string[]): Ballot {
  const ballot: Record<string, VoteChoice> = {};
  candidateIds.forEach((id, i) => {
    const choice = CHOICES.get(marks[i] ?? NO_MARK);
    if (choice) ballot[id] = choice;
  });
  return ballot;
}

/**
 * Admits members to the round and stores their ballots, without them, in one statement: each participation row's
 * key admits one ballot per member and round, and a ballot is written only when its member's row was. The members
 * admitted.
 */
export async function castBallots(
  db: Executor,
  round: Pick<RoundRecord, "groupId" | "round" | "candidateIds">,
  ballots: readonly { id: string; userId: string; choices: Ballot }[],
): Promise<Set<string>> {
  if (ballots.length === 0) return new Set();
  const rows = await rowsOf<{ userId: string }>(
    db,
    sql`with given as (
          select * from unnest(${sql.param(ballots.map((b) => b.userId))}::text[],
            ${sql.param(ballots.map((b) => b.id))}::text[],
            ${sql.param(ballots.map((b) => ballotMarks(b.choices, round.candidateIds)))}::text[]) as g(user_id, id, marks)),
        admitted as (
          insert into committee_participation (group_id, round, user_id)
          select ${round.groupId}, ${round.round}, user_id from given
          on conflict do nothing returning user_id),
        stored as (
          insert into committee_ballots (id, group_id, round, marks)
          select g.id, ${round.groupId}, ${round.round}, g.marks from given g join admitted a on a.user_id = g.user_id
          returning id)
        select a.user_id as "userId" from admitted a`,
  );
  return new Set(rows.map((r) => r.userId));
}

export async function hasVoted(db: Executor, groupId: string, round: number, userId: string) {
  const [row] = await db
    .select({ userId: committeeParticipation.userId })
    .from(committeeParticipation)
    .where(
      and(
        eq(committeeParticipation.groupId, groupId),
        eq(committeeParticipation.round, round),
        eq(committeeParticipation.userId, userId),
      ),
    );
  return Boolean(row);
}

/** How many have voted in each group's current round. */
export async function votedCounts(db: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await rowsOf<{ groupId: string; voted: number }>(
    db,
    sql`select g.id as "groupId", count(p.user_id)::int as voted
        from committee_groups g left join committee_participation p on p.group_id = g.id and p.round = g.round
        where g.id = ${anyOf(groupIds)} group by g.id`,
  );
  return new Map(rows.map((r) => [r.groupId, r.voted]));
}

/** A round's ballots. */
export async function ballotsOf(db: Executor, round: Pick<RoundRecord, "groupId" | "round" | "candidateIds">) {
  const rows = await db
    .select({ marks: committeeBallots.marks })
    .from(committeeBallots)
    .where(and(eq(committeeBallots.groupId, round.groupId), eq(committeeBallots.round, round.round)));
  return rows.map((r) => ballotOfMarks(r.marks, round.candidateIds));
}

/** The member's groups (in meetings past their draft) with their current round and whether they voted in it. */
export async function memberGroups(db: Executor, tenantId: string, userId: string) {
  return rowsOf<{
    groupId: string;
    groupName: string;
    meetingId: string;
    meetingName: string;
    meetingState: string;
    round: number;
    cap: number | null;
    seats: number | null;
    state: string | null;
    candidates: number;
    submitted: boolean;
  }>(
    db,
    sql`select g.id as "groupId", g.name as "groupName", m.id as "meetingId", m.name as "meetingName",
          m.state as "meetingState", g.round, g.cap, r.seats, r.state,
          jsonb_array_length(r.candidate_ids)::int as candidates,
          exists (select 1 from committee_participation p where p.group_id = g.id and p.round = g.round
            and p.user_id = ${userId}) as submitted
        from committee_members x join committee_meetings m on m.id = x.meeting_id
          join committee_groups g on g.meeting_id = m.id
          left join committee_rounds r on r.group_id = g.id and r.round = g.round
        where x.user_id = ${userId} and m.tenant_id = ${tenantId} and m.state <> 'DRAFT'
        order by m.created_at desc, g.order_num, g.created_at`,
  );
}

/** The peer review's figures per declaration: valid submitted opinions and how many agree (no expert named). */
export async function peerFigures(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return new Map<string, { valid: number; agree: number; disagree: number }>();
  const rows = await rowsOf<{ declarationId: string; valid: number; agree: number; disagree: number }>(
    db,
    sql`select a.declaration_id as "declarationId", count(*)::int as valid,
          count(*) filter (where o.conclusion in ('AGREE', 'A', 'B', 'C'))::int as agree,
          count(*) filter (where o.conclusion not in ('AGREE', 'A', 'B', 'C'))::int as disagree
        from peer_opinions o join peer_assignments a on a.id = o.assignment_id
        where a.declaration_id = ${anyOf(declarationIds)} and o.submitted_at is not null and o.validity = 'VALID'
        group by a.declaration_id`,
  );
  return new Map(rows.map((r) => [r.declarationId, { valid: r.valid, agree: r.agree, disagree: r.disagree }]));
}
