import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../../../db/client";
import {
  batches,
  declarations,
  departs,
  experts,
  expertVerifications,
  files,
  peerAssignments,
  peerOpinions,
  peerRoundDeclarations,
  peerRounds,
  staff,
  titles,
  users,
} from "../../../../../db/schema";

/**
 * What the opinions' documents are read from: an invitation with its opinion, the round declaration's code, the
 * declarant (staff record, unit, title applied for) and the expert as verified (or as the pool holds them), with
 * their signature's file. One query shape, filtered by invitation, by round or by declaration.
 */

const expertStaff = alias(staff, "expert_staff");
const expertUnit = alias(departs, "expert_unit");
const opinionSignature = alias(files, "opinion_signature");
const verifiedSignature = alias(files, "verified_signature");

const opinionColumns = {
  assignmentId: peerAssignments.id,
  roundId: peerAssignments.roundId,
  projectTimeId: peerAssignments.projectTimeId,
  declarationId: peerAssignments.declarationId,
  expertUserId: peerAssignments.expertUserId,
  assignmentStatus: peerAssignments.status,
  invitedAt: peerAssignments.invitedAt,
  // the opinion (null columns when the expert has not written one)
  opinionId: peerOpinions.id,
  scores: peerOpinions.scores,
  conclusion: peerOpinions.conclusion,
  comment: peerOpinions.comment,
  submittedAt: peerOpinions.submittedAt,
  validity: peerOpinions.validity,
  invalidReason: peerOpinions.invalidReason,
  // the declarant
  code: peerRoundDeclarations.code,
  required: peerRoundDeclarations.required,
  declarantUserId: declarations.userId,
  declarantName: staff.name,
  employeeNo: staff.employeeNo,
  unitName: departs.name,
  unitNameEn: departs.nameEn,
  titleName: titles.name,
  titleNameEn: titles.nameEn,
  // the expert: as they confirmed it at verification, else as the pool holds them
  verifiedName: expertVerifications.name,
  verifiedInstitution: expertVerifications.institution,
  verifiedTitle: expertVerifications.titleName,
  poolName: experts.name,
  poolInstitution: experts.institution,
  poolTitle: experts.titleName,
  staffName: expertStaff.name,
  staffUnitName: expertUnit.name,
  accountName: users.name,
  /** the signature the opinion was signed with, else the expert's current one */
  signatureKey: opinionSignature.storageKey,
  verifiedSignatureKey: verifiedSignature.storageKey,
};

export type OpinionRecord = Awaited<ReturnType<typeof selectOpinions>>[number];

function selectOpinions(db: Executor, where: SQL | undefined) {
  return db
    .select(opinionColumns)
    .from(peerAssignments)
    .leftJoin(peerOpinions, eq(peerOpinions.assignmentId, peerAssignments.id))
    .innerJoin(declarations, eq(declarations.id, peerAssignments.declarationId))
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .leftJoin(departs, eq(departs.id, declarations.unitId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .leftJoin(
      peerRoundDeclarations,
      and(
        eq(peerRoundDeclarations.roundId, peerAssignments.roundId),
        eq(peerRoundDeclarations.declarationId, peerAssignments.declarationId),
      ),
    )
    .leftJoin(experts, eq(experts.id, peerAssignments.expertId))
    .leftJoin(expertVerifications, eq(expertVerifications.expertId, peerAssignments.expertId))
    .leftJoin(expertStaff, eq(expertStaff.id, experts.staffId))
    .leftJoin(expertUnit, eq(expertUnit.id, expertStaff.unitId))
    .leftJoin(users, eq(users.id, peerAssignments.expertUserId))
    .leftJoin(opinionSignature, eq(opinionSignature.id, peerOpinions.signatureFileId))
    .leftJoin(verifiedSignature, eq(verifiedSignature.id, expertVerifications.signatureFileId))
    .where(where)
    .orderBy(
      asc(staff.employeeNo),
      asc(peerOpinions.submittedAt),
      asc(peerAssignments.invitedAt),
      asc(peerAssignments.id),
    );
}

/** One invitation of the tenant with its opinion, whatever its state. */
export async function findOpinion(db: Executor, tenantId: string, assignmentId: string): Promise<OpinionRecord | null> {
  const [row] = await selectOpinions(
    db,
    and(eq(peerAssignments.tenantId, tenantId), eq(peerAssignments.id, assignmentId)),
  );
  return row ?? null;
}

/** The round's submitted opinions, valid or not, by declarant and then in the order they came in. */
export function listRoundOpinions(db: Executor, tenantId: string, roundId: string): Promise<OpinionRecord[]> {
  return selectOpinions(
    db,
    and(
      eq(peerAssignments.tenantId, tenantId),
      eq(peerAssignments.roundId, roundId),
      isNotNull(peerOpinions.submittedAt),
    ),
  );
}

/** One declaration's submitted opinions in a round, valid or not. */
export function listDeclarationOpinions(
  db: Executor,
  tenantId: string,
  roundId: string,
  declarationId: string,
): Promise<OpinionRecord[]> {
  return selectOpinions(
    db,
    and(
      eq(peerAssignments.tenantId, tenantId),
      eq(peerAssignments.roundId, roundId),
      eq(peerAssignments.declarationId, declarationId),
      isNotNull(peerOpinions.submittedAt),
    ),
  );
}

export interface RoundRecord {
  id: string;
  name: string;
  projectTimeId: string;
  settings: typeof peerRounds.$inferSelect.settings;
  batchName: string;
  batchNameEn: string | null;
}

export async function findRound(db: Executor, tenantId: string, roundId: string): Promise<RoundRecord | null> {
  const [row] = await db
    .select({
      id: peerRounds.id,
      name: peerRounds.name,
      projectTimeId: peerRounds.projectTimeId,
      settings: peerRounds.settings,
      batchName: batches.name,
      batchNameEn: batches.nameEn,
    })
    .from(peerRounds)
    .innerJoin(batches, eq(batches.id, peerRounds.projectTimeId))
    .where(and(eq(peerRounds.tenantId, tenantId), eq(peerRounds.id, roundId)));
  return row ?? null;
}

/** A declaration a round took, and the declarant as the committees know them. */
export interface RoundDeclarationRecord {
  roundId: string;
  declarationId: string;
  code: string;
  required: number;
  declarantUserId: string;
  declarantName: string;
  employeeNo: string;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string | null;
  titleNameEn: string | null;
}

const roundDeclarationColumns = {
  roundId: peerRoundDeclarations.roundId,
  declarationId: peerRoundDeclarations.declarationId,
  code: peerRoundDeclarations.code,
  required: peerRoundDeclarations.required,
  declarantUserId: declarations.userId,
  declarantName: staff.name,
  employeeNo: staff.employeeNo,
  unitName: departs.name,
  unitNameEn: departs.nameEn,
  titleName: titles.name,
  titleNameEn: titles.nameEn,
};

function selectRoundDeclarations(db: Executor, where: SQL | undefined) {
  return db
    .select(roundDeclarationColumns)
    .from(peerRoundDeclarations)
    .innerJoin(declarations, eq(declarations.id, peerRoundDeclarations.declarationId))
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .leftJoin(departs, eq(departs.id, declarations.unitId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(where);
}

/** The round's declarations, by staff number. */
export function listRoundDeclarations(
  db: Executor,
  tenantId: string,
  roundId: string,
): Promise<RoundDeclarationRecord[]> {
  return selectRoundDeclarations(
    db,
    and(eq(peerRoundDeclarations.tenantId, tenantId), eq(peerRoundDeclarations.roundId, roundId)),
  ).orderBy(asc(staff.employeeNo), asc(peerRoundDeclarations.code));
}

/** The declarant's declaration in the batch as the latest round that took it holds it, or null. */
export async function findLatestRoundDeclaration(
  db: Executor,
  tenantId: string,
  declarantUserId: string,
  projectTimeId: string,
): Promise<RoundDeclarationRecord | null> {
  const [row] = await selectRoundDeclarations(
    db,
    and(
      eq(peerRoundDeclarations.tenantId, tenantId),
      eq(peerRoundDeclarations.projectTimeId, projectTimeId),
      eq(declarations.userId, declarantUserId),
    ),
  )
    .orderBy(desc(peerRoundDeclarations.createdAt), desc(peerRoundDeclarations.id))
    .limit(1);
  return row ?? null;
}

/** The declaration as the latest round that took it holds it, or null: a committee reads its opinions by it. */
export async function findLatestRoundOfDeclaration(
  db: Executor,
  tenantId: string,
  declarationId: string,
): Promise<RoundDeclarationRecord | null> {
  const [row] = await selectRoundDeclarations(
    db,
    and(eq(peerRoundDeclarations.tenantId, tenantId), eq(peerRoundDeclarations.declarationId, declarationId)),
  )
    .orderBy(desc(peerRoundDeclarations.createdAt), desc(peerRoundDeclarations.id))
    .limit(1);
  return row ?? null;
}

/** The first key of the two-key advisory lock: "POZ", so zip starts never collide with other locks. */
const ZIP_LOCK_CLASS = 0x504f5a;

/** Serialises the starts of one round's zip of one kind until the transaction ends. */
export async function lockRoundZip(tx: Executor, tenantId: string, roundId: string, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ZIP_LOCK_CLASS}, hashtext(${`${tenantId}/${roundId}/${kind}`}))`);
}
