import { LIVE_ASSIGNMENT_STATUSES } from "@zcps/contracts/zcps/peer-review/api";
import { and, desc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "../../../../db/rows";
import {
  batches,
  expertVerifications,
  peerAssignments,
  peerOpinions,
  peerRoundDeclarations,
  peerRounds,
  peerSimulations,
  projects,
} from "../../../../db/schema";

/** The peer review's own tables: rounds, simulations, the declarations a round took, invitations and opinions. */

export type RoundRecord = typeof peerRounds.$inferSelect;
export type SimulationRecord = typeof peerSimulations.$inferSelect;
export type RoundDeclarationRecord = typeof peerRoundDeclarations.$inferSelect;
export type AssignmentRecord = typeof peerAssignments.$inferSelect;
export type OpinionRecord = typeof peerOpinions.$inferSelect;

export { anyOf, rowsOf };

const LIVE = [...LIVE_ASSIGNMENT_STATUSES];

/** A batch of the tenant (through its project), with the project's year for the anonymous codes. */
export async function findTenantBatch(db: Executor, tenantId: string, projectTimeId: string) {
  const [row] = await db
    .select({ id: batches.id, name: batches.name, nameEn: batches.nameEn, year: projects.year })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(projects.tenantId, tenantId), eq(batches.id, projectTimeId)))
    .limit(1);
  return row ?? null;
}

// --- rounds

export async function listRounds(db: Executor, tenantId: string, projectTimeId: string) {
  return rowsOf<RoundRecord & { projectTimeName: string; declarations: number; pending: number }>(
    db,
    sql`select r.id, r.tenant_id as "tenantId", r.project_time_id as "projectTimeId", r.name, r.name_en as "nameEn", r.settings, r.status,
          r.created_by as "createdBy", r.created_at as "createdAt", r.updated_at as "updatedAt",
          b.name as "projectTimeName",
          (select count(*)::int from peer_round_declarations rd where rd.round_id = r.id) as declarations,
          (select count(*)::int from peer_assignments a where a.round_id = r.id and a.status in ('INVITED', 'ACCEPTED'))
            as pending
        from peer_rounds r join project_times b on b.id = r.project_time_id
        where r.tenant_id = ${tenantId} and r.project_time_id = ${projectTimeId}
        order by r.created_at, r.id`,
  );
}

export async function findRound(db: Executor, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(peerRounds)
    .where(and(eq(peerRounds.tenantId, tenantId), eq(peerRounds.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function insertRound(db: Executor, row: typeof peerRounds.$inferInsert) {
  await db.insert(peerRounds).values(row);
}

export async function updateRound(db: Executor, id: string, values: Partial<typeof peerRounds.$inferInsert>) {
  await db.update(peerRounds).set(values).where(eq(peerRounds.id, id));
}

// --- simulations

export async function insertSimulation(db: Executor, row: typeof peerSimulations.$inferInsert) {
  await db.insert(peerSimulations).values(row);
}

export async function findSimulation(db: Executor, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(peerSimulations)
    .where(and(eq(peerSimulations.tenantId, tenantId), eq(peerSimulations.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateSimulation(db: Executor, id: string, values: Partial<typeof peerSimulations.$inferInsert>) {
  await db.update(peerSimulations).set(values).where(eq(peerSimulations.id, id));
}

// --- round declarations

export async function roundDeclarations(db: Executor, roundId: string, declarationIds?: readonly string[]) {
  return db
    .select()
    .from(peerRoundDeclarations)
    .where(
      and(
        eq(peerRoundDeclarations.roundId, roundId),
        declarationIds ? inArray(peerRoundDeclarations.declarationId, [...declarationIds]) : undefined,
      ),
    );
}

export async function findRoundDeclaration(db: Executor, roundId: string, declarationId: string, forUpdate = false) {
  const query = db
    .select()
    .from(peerRoundDeclarations)
    .where(and(eq(peerRoundDeclarations.roundId, roundId), eq(peerRoundDeclarations.declarationId, declarationId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The round declaration a declaration's peer review now runs in: its latest. */
export async function latestRoundDeclaration(db: Executor, declarationId: string) {
  const [row] = await db
    .select()
    .from(peerRoundDeclarations)
    .where(eq(peerRoundDeclarations.declarationId, declarationId))
    .orderBy(desc(peerRoundDeclarations.createdAt))
    .limit(1);
  return row ?? null;
}

/** The first key of the two-key advisory lock: "PRC", held while a batch's anonymous codes are given out. */
const CODE_LOCK_CLASS = 0x505243;

/** Holds the batch's code lock until the transaction ends, so two rounds never give out the same code. */
export async function lockBatchCodes(tx: Executor, projectTimeId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK_CLASS}::int, hashtext(${projectTimeId}))`);
}

/**
 * The highest sequence number among the batch's codes (PR2026-007 → 7): codes run across the batch's rounds, so an
 * expert invited in two rounds never reads one code for two declarants.
 */
export async function lastCodeNumber(db: Executor, tenantId: string, projectTimeId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | null }>(
    db,
    sql`select max(nullif(regexp_replace(code, '^.*-', ''), '')::int) as n
        from peer_round_declarations
        where tenant_id = ${tenantId} and project_time_id = ${projectTimeId} and code ~ '-[0-9]+$'`,
  );
  return row?.n ?? 0;
}

/** The code a declaration already carries in another round of the batch: it keeps it. */
export async function batchCodeOf(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  declarationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ code: peerRoundDeclarations.code })
    .from(peerRoundDeclarations)
    .where(
      and(
        eq(peerRoundDeclarations.tenantId, tenantId),
        eq(peerRoundDeclarations.projectTimeId, projectTimeId),
        eq(peerRoundDeclarations.declarationId, declarationId),
      ),
    )
    .orderBy(peerRoundDeclarations.createdAt)
    .limit(1);
  return row?.code ?? null;
}

/** The school's English name, its root department's: an internal expert's institution in the English console. */
export const schoolNameEn = (tenantId: SQLWrapper) =>
  sql<string | null>`(select d.name_en from departs d
    where d.tenant_id = ${tenantId} and d.type = 'school' order by d.order_num limit 1)`;

/** A declaration's anonymous code: PR, the batch's year and its sequence number in the batch (PR2026-007). */
export const peerCode = (year: number, sequence: number) => `PR${year}-${String(sequence).padStart(3, "0")}`;

/**
 * The code a declaration goes by in a new round of its batch: the one it carries already, else the batch's next.
 * Call with the batch's code lock held where rounds may be given codes at once.
 */
export async function codeForDeclaration(db: Executor, tenantId: string, projectTimeId: string, declarationId: string) {
  const kept = await batchCodeOf(db, tenantId, projectTimeId, declarationId);
  if (kept) return kept;
  const batch = await findTenantBatch(db, tenantId, projectTimeId);
  return peerCode(batch?.year ?? new Date().getFullYear(), (await lastCodeNumber(db, tenantId, projectTimeId)) + 1);
}

export async function insertRoundDeclaration(db: Executor, row: typeof peerRoundDeclarations.$inferInsert) {
  await db.insert(peerRoundDeclarations).values(row);
}

export async function updateRoundDeclaration(
  db: Executor,
  id: string,
  values: Partial<typeof peerRoundDeclarations.$inferInsert>,
) {
  await db.update(peerRoundDeclarations).set(values).where(eq(peerRoundDeclarations.id, id));
}

// --- assignments

export async function findAssignments(db: Executor, tenantId: string, ids: readonly string[], forUpdate = false) {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(peerAssignments)
    .where(and(eq(peerAssignments.tenantId, tenantId), inArray(peerAssignments.id, [...ids])));
  return forUpdate ? query.for("update") : query;
}

export async function findAssignment(db: Executor, tenantId: string, id: string, forUpdate = false) {
  return (await findAssignments(db, tenantId, [id], forUpdate))[0] ?? null;
}

export async function insertAssignments(db: Executor, rows: (typeof peerAssignments.$inferInsert)[]) {
  if (rows.length) await db.insert(peerAssignments).values(rows);
}

export async function updateAssignments(
  db: Executor,
  ids: readonly string[],
  values: Partial<typeof peerAssignments.$inferInsert>,
) {
  if (ids.length)
    await db
      .update(peerAssignments)
      .set(values)
      .where(inArray(peerAssignments.id, [...ids]));
}

/** Every invitation of a declaration (any round), oldest first: who was asked, and how it went. */
export async function assignmentsOfDeclaration(db: Executor, declarationId: string) {
  return db
    .select()
    .from(peerAssignments)
    .where(eq(peerAssignments.declarationId, declarationId))
    .orderBy(peerAssignments.createdAt, peerAssignments.id);
}

/** The round's invitations that still count (INVITED, ACCEPTED, COMPLETED): the experts' loads. */
export async function liveAssignmentsOfRound(db: Executor, roundId: string) {
  return db
    .select({
      id: peerAssignments.id,
      declarationId: peerAssignments.declarationId,
      expertId: peerAssignments.expertId,
    })
    .from(peerAssignments)
    .where(and(eq(peerAssignments.roundId, roundId), inArray(peerAssignments.status, LIVE)));
}

/** Whether an invitation was replaced by another one (not cancelled). */
export async function replacementOf(db: Executor, assignmentId: string) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from peer_assignments where supersedes_id = ${assignmentId} and status <> 'CANCELLED' limit 1`,
  );
  return row ?? null;
}

/** Cancels a declaration's invitations not answered with an opinion (a withdrawal), answering the ones cancelled. */
export async function cancelOpenAssignments(db: Executor, declarationId: string, reason: string, at: Date) {
  return db
    .update(peerAssignments)
    .set({ status: "CANCELLED", cancelledAt: at, cancelReason: reason })
    .where(
      and(eq(peerAssignments.declarationId, declarationId), inArray(peerAssignments.status, ["INVITED", "ACCEPTED"])),
    )
    .returning({ id: peerAssignments.id, expertUserId: peerAssignments.expertUserId });
}

export async function hasLiveAssignments(db: Executor, declarationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: peerAssignments.id })
    .from(peerAssignments)
    .where(and(eq(peerAssignments.declarationId, declarationId), inArray(peerAssignments.status, LIVE)))
    .limit(1);
  return row !== undefined;
}

// --- opinions

export async function findOpinion(db: Executor, assignmentId: string, forUpdate = false) {
  const query = db.select().from(peerOpinions).where(eq(peerOpinions.assignmentId, assignmentId)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateOpinion(db: Executor, id: string, values: Partial<typeof peerOpinions.$inferInsert>) {
  await db.update(peerOpinions).set(values).where(eq(peerOpinions.id, id));
}

/** The submitted opinions on the round's declarations, with their validity: what the summary counts. */
export async function submittedOpinionsOfRound(db: Executor, roundId: string) {
  return rowsOf<{
    declarationId: string;
    conclusion: string | null;
    scores: Record<string, number>;
    validity: string;
  }>(
    db,
    sql`select o.declaration_id as "declarationId", o.conclusion, o.scores, o.validity
        from peer_opinions o join peer_assignments a on a.id = o.assignment_id
        where a.round_id = ${roundId} and o.submitted_at is not null`,
  );
}

/** Counts one more reminder (催办) on each invitation. */
export async function countReminders(db: Executor, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(peerAssignments)
    .set({ reminders: sql`${peerAssignments.reminders} + 1`, remindedAt: at })
    .where(inArray(peerAssignments.id, [...ids]));
}

/** One declaration's submitted opinions in a round. */
export async function submittedOpinionsOf(db: Executor, roundId: string, declarationId: string) {
  return rowsOf<{ conclusion: string | null; scores: Record<string, number>; validity: string }>(
    db,
    sql`select o.conclusion, o.scores, o.validity
        from peer_opinions o join peer_assignments a on a.id = o.assignment_id
        where a.round_id = ${roundId} and a.declaration_id = ${declarationId} and o.submitted_at is not null`,
  );
}

export async function insertVerification(db: Executor, row: typeof expertVerifications.$inferInsert) {
  await db.insert(expertVerifications).values(row);
}
