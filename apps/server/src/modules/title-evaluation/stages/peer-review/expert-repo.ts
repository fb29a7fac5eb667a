import { randomUUID } from "node:crypto";
import type { AssignmentStatus } from "@zcps/contracts/zcps/peer-review/api";
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import {
  declarationSnapshots,
  declarations,
  departs,
  expertConflicts,
  experts,
  expertVerifications,
  expertVerifyCodes,
  files,
  groupMembers,
  groups,
  peerAssignments,
  peerOpinions,
  peerRoundDeclarations,
  peerRounds,
  staff,
  tenants,
  titles,
  users,
} from "../../../../db/schema";
import { schoolNameEn } from "./repo";

/**
 * The expert's side of the peer review in SQL: their pool entry and verification, their codes, their invitations
 * with what the list and the packet read (round, code, frozen snapshot, the declaration's title), their opinions and
 * the conflicts they declare. Every invitation query names the expert's account: another's is never read.
 */

export type AssignmentRecord = typeof peerAssignments.$inferSelect;
export type OpinionRecord = typeof peerOpinions.$inferSelect;
export type VerificationRecord = typeof expertVerifications.$inferSelect;

/** The caller's pool entry (an external expert's own name and institution; an internal one's staff name). */
export async function findPoolEntry(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select({
      expertId: experts.id,
      kind: experts.kind,
      name: sql<string>`coalesce(${experts.name}, ${staff.name}, ${users.name})`,
      institution: experts.institution,
      tenantName: tenants.name,
      schoolNameEn: schoolNameEn(experts.tenantId),
      titleName: experts.titleName,
      phone: sql<string | null>`coalesce(${experts.phone}, ${staff.phone}, ${users.mobilePhone})`,
    })
    .from(experts)
    .leftJoin(staff, eq(staff.id, experts.staffId))
    .leftJoin(users, eq(users.id, experts.userId))
    .innerJoin(tenants, eq(tenants.id, experts.tenantId))
    .where(and(eq(experts.tenantId, tenantId), eq(experts.userId, userId)))
    // an account in both pools answers as its external entry
    .orderBy(asc(experts.kind))
    .limit(1);
  return row ?? null;
}

export type PoolEntry = NonNullable<Awaited<ReturnType<typeof findPoolEntry>>>;

/** The caller's identity verification, if any (of any of their pool entries). */
export async function findVerification(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(expertVerifications)
    .where(and(eq(expertVerifications.tenantId, tenantId), eq(expertVerifications.userId, userId)))
    .orderBy(asc(expertVerifications.verifiedAt))
    .limit(1);
  return row ?? null;
}

export async function insertVerification(db: Executor, row: typeof expertVerifications.$inferInsert) {
  await db.insert(expertVerifications).values(row);
}

export async function setSignature(db: Executor, verificationId: string, fileId: string) {
  await db
    .update(expertVerifications)
    .set({ signatureFileId: fileId })
    .where(eq(expertVerifications.id, verificationId));
}

// ---------------------------------------------------------------------------------------------------------------
// Verification codes

/** The expert's latest code, locked: the check and the count of a wrong try are one step. */
export async function latestCode(db: Executor, expertId: string) {
  const [row] = await db
    .select()
    .from(expertVerifyCodes)
    .where(eq(expertVerifyCodes.expertId, expertId))
    .orderBy(desc(expertVerifyCodes.createdAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function insertCode(db: Executor, row: typeof expertVerifyCodes.$inferInsert) {
  await db.insert(expertVerifyCodes).values(row);
}

export async function countWrongTry(db: Executor, id: string) {
  const [row] = await db
    .update(expertVerifyCodes)
    .set({ attempts: sql`${expertVerifyCodes.attempts} + 1` })
    .where(eq(expertVerifyCodes.id, id))
    .returning({ attempts: expertVerifyCodes.attempts });
  return row?.attempts ?? 0;
}

export async function useCode(db: Executor, id: string, at: Date) {
  await db.update(expertVerifyCodes).set({ usedAt: at }).where(eq(expertVerifyCodes.id, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Files

export async function insertFile(db: Executor, row: typeof files.$inferInsert) {
  await db.insert(files).values(row);
}

export async function findFile(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  return row ?? null;
}

/** A stored file of this content (attachments are kept once per content: the frozen snapshot names them by hash). */
export async function findFileByContent(db: Executor, tenantId: string, sha256: string) {
  const [row] = await db
    .select({ storageKey: files.storageKey, mime: files.mime })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

/**
 * What an invitation is read with: its round, the code and snapshot its declaration was sent out with, the title.
 * Read in three small queries (the expert's assignments, their declarations, their rounds) rather than one join of
 * eight tables, whose planning alone costs several times their reading.
 */
async function invitationsWhere(db: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      assignment: peerAssignments,
      code: peerRoundDeclarations.code,
      snapshotVersion: peerRoundDeclarations.snapshotVersion,
      opinionSubmittedAt: peerOpinions.submittedAt,
      opinionId: peerOpinions.id,
    })
    .from(peerAssignments)
    .leftJoin(
      peerRoundDeclarations,
      and(
        eq(peerRoundDeclarations.roundId, peerAssignments.roundId),
        eq(peerRoundDeclarations.declarationId, peerAssignments.declarationId),
      ),
    )
    .leftJoin(peerOpinions, eq(peerOpinions.assignmentId, peerAssignments.id))
    .where(where)
    .orderBy(desc(peerAssignments.invitedAt), asc(peerAssignments.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const declarationIds = [...new Set(rows.map((r) => r.assignment.declarationId))];
  const roundIds = [...new Set(rows.flatMap((r) => (r.assignment.roundId ? [r.assignment.roundId] : [])))];
  const [described, rounds] = await Promise.all([
    db
      .select({
        id: declarations.id,
        staffId: declarations.staffId,
        level: declarations.level,
        titleName: titles.name,
        titleNameEn: titles.nameEn,
        declarantName: staff.name,
        disciplineCode: staff.disciplineCode,
        unitName: departs.name,
      })
      .from(declarations)
      .innerJoin(titles, eq(titles.id, declarations.titleId))
      .innerJoin(staff, eq(staff.id, declarations.staffId))
      .leftJoin(departs, eq(departs.id, declarations.unitId))
      .where(inArray(declarations.id, declarationIds)),
    roundIds.length === 0
      ? []
      : db
          .select({
            id: peerRounds.id,
            name: peerRounds.name,
            nameEn: peerRounds.nameEn,
            settings: peerRounds.settings,
          })
          .from(peerRounds)
          .where(inArray(peerRounds.id, roundIds)),
  ]);
  const declarationById = new Map(described.map((d) => [d.id, d]));
  const roundById = new Map(rounds.map((r) => [r.id, r]));
  return rows.flatMap(({ assignment, ...rest }) => {
    const declaration = declarationById.get(assignment.declarationId);
    if (!declaration) return [];
    const { id: _, ...about } = declaration;
    const round = assignment.roundId ? roundById.get(assignment.roundId) : undefined;
    return [
      {
        assignment,
        roundName: round?.name ?? null,
        roundNameEn: round?.nameEn ?? null,
        settings: round?.settings ?? null,
        ...rest,
        ...about,
      },
    ];
  });
}

const own = (tenantId: string, userId: string) =>
  and(eq(peerAssignments.tenantId, tenantId), eq(peerAssignments.expertUserId, userId));

/** The expert's invitations, newest first, paged. */
export async function listOwnInvitations(
  db: Executor,
  tenantId: string,
  userId: string,
  status: AssignmentStatus | undefined,
  page: number,
  limit: number,
) {
  const where = and(own(tenantId, userId), status ? eq(peerAssignments.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    invitationsWhere(db, where, { limit, offset: (page - 1) * limit }),
    db.select({ n: count() }).from(peerAssignments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One invitation of the expert's (null for another's), its assignment row locked when it is to change. */
export async function findOwnInvitation(db: Executor, tenantId: string, userId: string, id: string, lock = false) {
  if (lock) {
    const [locked] = await db
      .select({ id: peerAssignments.id })
      .from(peerAssignments)
      .where(and(own(tenantId, userId), eq(peerAssignments.id, id)))
      .for("update");
    if (!locked) return null;
  }
  const [row] = await invitationsWhere(db, and(own(tenantId, userId), eq(peerAssignments.id, id)));
  return row ?? null;
}

export type InvitationRecord = NonNullable<Awaited<ReturnType<typeof findOwnInvitation>>>;

/** The rounds the expert has invitations in (cancelled ones aside). */
export async function roundsOfExpert(db: Executor, tenantId: string, userId: string) {
  return db
    .selectDistinct({
      id: peerRounds.id,
      name: peerRounds.name,
      nameEn: peerRounds.nameEn,
      projectTimeId: peerRounds.projectTimeId,
      settings: peerRounds.settings,
      createdAt: peerRounds.createdAt,
    })
    .from(peerRounds)
    .innerJoin(peerAssignments, eq(peerAssignments.roundId, peerRounds.id))
    .where(and(own(tenantId, userId), ne(peerAssignments.status, "CANCELLED")))
    .orderBy(desc(peerRounds.createdAt));
}

export async function updateAssignment(db: Executor, id: string, values: Partial<typeof peerAssignments.$inferInsert>) {
  await db.update(peerAssignments).set(values).where(eq(peerAssignments.id, id));
}

/** The first time the packet is opened (later reads leave it). */
export async function markOpened(db: Executor, id: string, at: Date) {
  await db
    .update(peerAssignments)
    .set({ openedAt: at })
    .where(and(eq(peerAssignments.id, id), isNull(peerAssignments.openedAt)));
}

// ---------------------------------------------------------------------------------------------------------------
// The declarant, as the packet's anonymisation needs them

/** Who the declarant is, in every form a text of theirs might name them: what anonymous mode removes. */
export async function declarantIdentity(db: Executor, declarationId: string) {
  const [row] = await db
    .select({
      name: staff.name,
      employeeNo: staff.employeeNo,
      idNo: staff.idNo,
      phone: staff.phone,
      email: staff.email,
      accountName: users.name,
      accountNo: users.no,
      accountIdNo: users.idNo,
      accountPhone: users.mobilePhone,
      accountEmail: users.email,
      unitName: departs.name,
      unitNameEn: departs.nameEn,
    })
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .leftJoin(users, eq(users.id, declarations.userId))
    .leftJoin(departs, eq(departs.id, declarations.unitId))
    .where(eq(declarations.id, declarationId));
  return row ?? null;
}

export async function findSnapshot(db: Executor, declarationId: string, version: number) {
  const [row] = await db
    .select({ payload: declarationSnapshots.payload })
    .from(declarationSnapshots)
    .where(and(eq(declarationSnapshots.declarationId, declarationId), eq(declarationSnapshots.version, version)));
  return row?.payload ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Opinions

export async function findOpinion(db: Executor, assignmentId: string) {
  const [row] = await db.select().from(peerOpinions).where(eq(peerOpinions.assignmentId, assignmentId));
  return row ?? null;
}

export async function saveOpinion(
  db: Executor,
  row: Pick<OpinionRecord, "tenantId" | "assignmentId" | "declarationId" | "scores" | "conclusion" | "comment">,
  at: Date,
) {
  const [saved] = await db
    .insert(peerOpinions)
    .values({ id: randomUUID(), ...row, savedAt: at })
    .onConflictDoUpdate({
      target: peerOpinions.assignmentId,
      set: { scores: row.scores, conclusion: row.conclusion, comment: row.comment, savedAt: at },
    })
    .returning();
  return saved as OpinionRecord;
}

export async function submitOpinion(db: Executor, id: string, signatureFileId: string, at: Date) {
  const [row] = await db
    .update(peerOpinions)
    .set({ submittedAt: at, signatureFileId })
    .where(eq(peerOpinions.id, id))
    .returning();
  return row as OpinionRecord;
}

// ---------------------------------------------------------------------------------------------------------------
// Conflicts and the administrators told of a decline

/** The expert's declared conflict with the declarant; one already recorded (by anyone) stays as it is. */
export async function insertDeclaredConflict(
  db: Executor,
  row: { tenantId: string; expertId: string; staffId: string; reason: string; createdBy: string },
) {
  await db
    .insert(expertConflicts)
    .values({
      id: randomUUID(),
      tenantId: row.tenantId,
      expertId: row.expertId,
      targetType: "DECLARANT",
      targetId: row.staffId,
      source: "EXPERT",
      reason: row.reason,
      createdBy: row.createdBy,
    })
    .onConflictDoNothing();
}

/** The peer-review administrators of the tenant (members of the role group `peer_admin`). */
export async function peerAdministratorIds(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(
      and(
        eq(groups.tenantId, tenantId),
        eq(groups.code, "peer_admin"),
        eq(users.enabled, true),
        isNull(users.deletedAt),
      ),
    );
  return [...new Set(rows.map((r) => r.id))];
}

/** The expert's display name for an administrator's message. */
export async function expertNames(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: experts.id, name: sql<string>`coalesce(${experts.name}, ${staff.name})` })
    .from(experts)
    .leftJoin(staff, eq(staff.id, experts.staffId))
    .where(inArray(experts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
