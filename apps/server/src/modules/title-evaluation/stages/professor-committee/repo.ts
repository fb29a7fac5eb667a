import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "../../../../db/rows";
import {
  professorBallots,
  professorDrafts,
  professorParticipation,
  professorRounds,
} from "../../../../db/schema-review-stages";

/** The role groups whose accounts sit on their unit's professor committee. */
export const PROFESSOR_GROUPS = ["professor"] as const;

/** An account's unit: its staff record's, else its department. */
const UNIT_OF_USER = sql`coalesce(s.unit_id, u.depart_id)`;

/** A declaration past its draft and not withdrawn: its declarant sits on no committee of the batch. */
const declares = (projectTimeId: string) =>
  sql`exists (select 1 from declarations d where d.project_time_id = ${projectTimeId} and d.user_id = u.id
        and d.status not in ('DRAFT', 'WITHDRAWN'))`;

export interface MemberRecord {
  userId: string;
  name: string;
  unitId: string;
}

/**
 * The professor committees' members of the batch: enabled accounts of the tenant in a professor-committee group,
 * by unit, leaving out anyone who declares in the batch. `unitIds` narrows to some units, `userId` to one account.
 */
export async function members(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  filter: { unitIds?: readonly string[]; userId?: string } = {},
) {
  return rowsOf<MemberRecord>(
    db,
    sql`select u.id as "userId", u.name, ${UNIT_OF_USER} as "unitId"
        from users u left join staff s on s.tenant_id = u.tenant_id and s.user_id = u.id
        where u.tenant_id = ${tenantId} and u.enabled and ${UNIT_OF_USER} is not null
          and exists (select 1 from group_members gm join groups g on g.id = gm.group_id
             where gm.user_id = u.id and g.tenant_id = u.tenant_id and g.code = ${anyOf(PROFESSOR_GROUPS)})
          and not ${declares(projectTimeId)}
          ${filter.unitIds ? sql`and ${UNIT_OF_USER} = ${anyOf(filter.unitIds)}` : sql``}
          ${filter.userId ? sql`and u.id = ${filter.userId}` : sql``}
        order by u.name, u.id`,
  );
}

export async function unitNames(db: Executor, unitIds: readonly string[]) {
  if (unitIds.length === 0) return [];
  return rowsOf<{ id: string; name: string; nameEn: string | null }>(
    db,
    sql`select id, name, name_en as "nameEn" from departs where id = ${anyOf(unitIds)} order by order_num, name`,
  );
}

// --- the declarations put to a committee

export interface PutRecord {
  declarationId: string;
  unitId: string;
  userId: string;
  staffName: string;
  employeeNo: string;
  titleName: string | null;
  titleNameEn: string | null;
  level: string;
  trackCode: string;
  status: string;
  version: number;
  unitRank: number | null;
}

/**
 * The batch's declarations put to the professor committee of the units given (all units when none): awaiting it now,
 * or once there (a decision brought them in or took them out). `awaitingOnly` keeps those awaiting; `lock` locks them (a decision).
 */
export async function putDeclarations(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  options: { unitIds?: readonly string[]; awaitingOnly?: boolean; ids?: readonly string[]; lock?: boolean } = {},
) {
  const entered = options.awaitingOnly
    ? sql`d.status = 'PROFESSOR_COMMITTEE'`
    : sql`(d.status = 'PROFESSOR_COMMITTEE' or exists (select 1 from declaration_decisions dd
          where dd.declaration_id = d.id
            and (dd.to_status = 'PROFESSOR_COMMITTEE' or dd.from_status = 'PROFESSOR_COMMITTEE')))`;
  return rowsOf<PutRecord>(
    db,
    sql`select d.id as "declarationId", d.unit_id as "unitId", d.user_id as "userId", s.name as "staffName",
          s.employee_no as "employeeNo", ti.name as "titleName", ti.name_en as "titleNameEn", d.level,
          d.track_code as "trackCode", d.status, d.version, d.unit_rank as "unitRank"
        from declarations d join staff s on s.id = d.staff_id left join titles ti on ti.id = d.title_id
        where d.tenant_id = ${tenantId} and d.project_time_id = ${projectTimeId} and d.unit_id is not null
          and ${entered}
          ${options.unitIds ? sql`and d.unit_id = ${anyOf(options.unitIds)}` : sql``}
          ${options.ids ? sql`and d.id = ${anyOf(options.ids)}` : sql``}
        order by d.unit_id, d.unit_rank nulls last, s.name, d.id
        ${options.lock ? sql`for update of d` : sql``}`,
  );
}

/** Each declaration's last decision out of the professor committee: recommended or not. */
export async function committeeOutcomes(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return new Map<string, string>();
  const rows = await rowsOf<{ declarationId: string; event: string }>(
    db,
    sql`select distinct on (declaration_id) declaration_id as "declarationId", event
        from declaration_decisions
        where declaration_id = ${anyOf(declarationIds)} and from_status = 'PROFESSOR_COMMITTEE'
          and event in ('committeeRecommend', 'committeeNotRecommend')
        order by declaration_id, seq desc`,
  );
  return new Map(rows.map((r) => [r.declarationId, r.event]));
}

/** The peer review each declaration went through last: its round's rule and required count, and the opinions in. */
export async function peerReviews(db: Executor, declarationIds: readonly string[]) {
  if (declarationIds.length === 0) return [];
  return rowsOf<{
    declarationId: string;
    required: number;
    verdict: string | null;
    passRule: unknown;
    opinions: { conclusion: string | null; scores: Record<string, number>; validity: string; comment: string }[];
  }>(
    db,
    sql`select distinct on (rd.declaration_id) rd.declaration_id as "declarationId", rd.required, rd.verdict,
          r.settings -> 'passRule' as "passRule",
          coalesce((select json_agg(json_build_object('conclusion', o.conclusion, 'scores', o.scores,
              'validity', o.validity, 'comment', o.comment) order by o.submitted_at, o.id)
            from peer_opinions o join peer_assignments a on a.id = o.assignment_id
            where a.round_id = rd.round_id and a.declaration_id = rd.declaration_id
              and o.submitted_at is not null), '[]'::json) as opinions
        from peer_round_declarations rd join peer_rounds r on r.id = rd.round_id
        where rd.declaration_id = ${anyOf(declarationIds)}
        order by rd.declaration_id, rd.created_at desc`,
  );
}

/** The unit's last word on a declaration: the last of its decisions that says something (a comment or a reason). */
export async function unitOpinion(db: Executor, declarationId: string) {
  // the time as the driver gives it: a Date, or text from the embedded database
  const [row] = await rowsOf<{ text: string | null; at: Date | string }>(
    db,
    sql`select coalesce(comment, reason) as text, created_at as at from declaration_decisions
        where declaration_id = ${declarationId} and actor_role in ('UNIT_ADMIN', 'UNIT_LEADER')
          and coalesce(comment, reason) is not null
        order by seq desc limit 1`,
  );
  return row ?? null;
}

/** The unit and current title a declarant's page heads with. */
export async function declarantHeader(db: Executor, declarationId: string) {
  const [row] = await rowsOf<{ unitName: string | null; unitNameEn: string | null; currentTitle: string | null }>(
    db,
    sql`select un.name as "unitName", un.name_en as "unitNameEn", s.current_title_name as "currentTitle"
        from declarations d join staff s on s.id = d.staff_id left join departs un on un.id = d.unit_id
        where d.id = ${declarationId}`,
  );
  return row ?? null;
}

// --- rounds

export type RoundRecord = typeof professorRounds.$inferSelect;

/** A unit's rounds in the batch, the latest first. */
export async function rounds(db: Executor, projectTimeId: string, unitId: string) {
  return db
    .select()
    .from(professorRounds)
    .where(and(eq(professorRounds.projectTimeId, projectTimeId), eq(professorRounds.unitId, unitId)))
    .orderBy(desc(professorRounds.round));
}

export interface LatestRound {
  id: string;
  unitId: string;
  round: number;
  state: string;
  submitted: number;
  /** why the round before was sent back, when it was */
  previousReason: string | null;
}

/** The latest round of each unit in the batch, with how many submitted in it. */
export async function latestRounds(db: Executor, tenantId: string, projectTimeId: string) {
  return rowsOf<LatestRound>(
    db,
    sql`select distinct on (r.unit_id) r.id, r.unit_id as "unitId", r.round, r.state,
          (select count(*)::int from professor_participation p where p.round_id = r.id) as submitted,
          (select b.reason from professor_rounds b where b.project_time_id = r.project_time_id
             and b.unit_id = r.unit_id and b.round = r.round - 1 and b.state = 'REJECTED') as "previousReason"
        from professor_rounds r where r.tenant_id = ${tenantId} and r.project_time_id = ${projectTimeId}
        order by r.unit_id, r.round desc`,
  );
}

/** The unit's open round, opened when there is none (after a confirmed one, or the first); locked when asked. */
export async function openRound(
  db: Executor,
  scope: { tenantId: string; projectTimeId: string; unitId: string },
  lock: "share" | "update",
) {
  for (;;) {
    const [latest] = await rowsOf<RoundRecord>(
      db,
      sql`select id, round, state from professor_rounds
          where project_time_id = ${scope.projectTimeId} and unit_id = ${scope.unitId}
          order by round desc limit 1`,
    );
    if (latest?.state === "OPEN") {
      const [locked] = await rowsOf<RoundRecord>(
        db,
        sql`select id, round, state from professor_rounds where id = ${latest.id}
            ${lock === "share" ? sql`for share` : sql`for update`}`,
      );
      if (locked?.state === "OPEN") return locked;
      continue;
    }
    await db
      .insert(professorRounds)
      .values({ id: randomUUID(), ...scope, round: (latest?.round ?? 0) + 1 })
      .onConflictDoNothing();
  }
}

export async function decideRound(db: Executor, id: string, changes: Partial<RoundRecord>) {
  await db.update(professorRounds).set(changes).where(eq(professorRounds.id, id));
}

export async function submittedCount(db: Executor, roundId: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from professor_participation where round_id = ${roundId}`,
  );
  return row?.n ?? 0;
}

export async function hasSubmitted(db: Executor, roundId: string, userId: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from professor_participation where round_id = ${roundId} and user_id = ${userId}`,
  );
  return (row?.n ?? 0) > 0;
}

// --- drafts, ballots, participation

export async function drafts(db: Executor, roundId: string, userId: string) {
  return db
    .select()
    .from(professorDrafts)
    .where(and(eq(professorDrafts.roundId, roundId), eq(professorDrafts.userId, userId)));
}

export async function replaceDrafts(
  db: Executor,
  roundId: string,
  userId: string,
  rows: { declarationId: string; choice: string | null; rank: number | null; remark: string | null }[],
  at: Date,
) {
  await db.delete(professorDrafts).where(and(eq(professorDrafts.roundId, roundId), eq(professorDrafts.userId, userId)));
  if (rows.length) await db.insert(professorDrafts).values(rows.map((r) => ({ ...r, roundId, userId, savedAt: at })));
}

/**
 * Admits the member's ballot: the participation row (its primary key lets one in per member and round), the ballot
 * without the member, and the draft gone, in the caller's transaction. False when the member had submitted already.
 */
export async function castBallot(
  db: Executor,
  roundId: string,
  userId: string,
  choices: Record<string, { choice: string; rank: number | null; remark: string | null }>,
) {
  const admitted = await db
    .insert(professorParticipation)
    .values({ roundId, userId })
    .onConflictDoNothing()
    .returning({ userId: professorParticipation.userId });
  if (admitted.length === 0) return false;
  await db.insert(professorBallots).values({ id: randomUUID(), roundId, choices });
  await db.delete(professorDrafts).where(and(eq(professorDrafts.roundId, roundId), eq(professorDrafts.userId, userId)));
  return true;
}

export async function ballots(db: Executor, roundId: string) {
  return db
    .select({ choices: professorBallots.choices })
    .from(professorBallots)
    .where(eq(professorBallots.roundId, roundId));
}

export async function participants(db: Executor, roundId: string) {
  return db
    .select({ userId: professorParticipation.userId })
    .from(professorParticipation)
    .where(eq(professorParticipation.roundId, roundId));
}
