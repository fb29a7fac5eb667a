import { randomUUID } from "node:crypto";
import { type Language, translate } from "@zcps/contracts/messages";
import type { SealCheckReply } from "@zcps/contracts/zcps/results/api";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { batches, declarations, departs, sealedResults, staff, titles } from "../../../../db/schema";
import type { DeclarationRecord, StageTransition } from "../../declarations";
import { type ChainCheck, liveSeals, nextRecord, type SealKind, type SealRecord, verifyChain } from "./seal-chain";

/**
 * The sealed results in the database: a result is sealed in the transaction that approves it (the machine's
 * `sealResult` effect, when the result publicity closes), a revocation appends a record superseding it
 * (`supersedeResult`), and the verification recomputes the tenant's chain and looks for approved declarations with
 * no seal. Appends are serialised per tenant by an advisory lock, so two approvals never take the same place.
 */

/** The first key of the two-key advisory lock: "SEA", held while a tenant's chain grows. */
const SEAL_LOCK_CLASS = 0x534541;

/** What a seal says of the result: who, which title, in which batch, decided when and by whom. */
async function resultContent(db: Executor, declaration: DeclarationRecord, actor: StageTransition["actor"], now: Date) {
  const [row] = await db
    .select({
      name: staff.name,
      employeeNo: staff.employeeNo,
      unitName: departs.name,
      titleName: titles.name,
      batchName: batches.name,
    })
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .innerJoin(batches, eq(batches.id, declarations.projectTimeId))
    .leftJoin(departs, eq(departs.id, declarations.unitId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(eq(declarations.id, declaration.id));
  return {
    declarationId: declaration.id,
    projectTimeId: declaration.projectTimeId,
    batchName: row?.batchName ?? null,
    staffId: declaration.staffId,
    name: row?.name ?? null,
    employeeNo: row?.employeeNo ?? null,
    unitId: declaration.unitId,
    unitName: row?.unitName ?? null,
    titleId: declaration.titleId,
    titleName: row?.titleName ?? null,
    seriesCode: declaration.seriesCode,
    level: declaration.level,
    decidedAt: now.toISOString(),
    decidedBy: actor.name,
  };
}

const asRecord = (row: typeof sealedResults.$inferSelect): SealRecord => ({
  seq: row.seq,
  kind: row.kind as SealKind,
  declarationId: row.declarationId,
  supersedesSeq: row.supersedesSeq,
  content: row.content,
  contentHash: row.contentHash,
  prevHash: row.prevHash,
  hash: row.hash,
  sealedAt: row.sealedAt,
});

async function append(
  db: Executor,
  declaration: DeclarationRecord,
  entry: { kind: SealKind; supersedesSeq?: number | null; content: Record<string, unknown>; by: string; now: Date },
) {
  await db.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK_CLASS}, hashtext(${declaration.tenantId}))`);
  const [last] = await db
    .select({ seq: sealedResults.seq, hash: sealedResults.hash })
    .from(sealedResults)
    .where(eq(sealedResults.tenantId, declaration.tenantId))
    .orderBy(desc(sealedResults.seq))
    .limit(1);
  const record = nextRecord(last ?? null, {
    kind: entry.kind,
    declarationId: declaration.id,
    supersedesSeq: entry.supersedesSeq ?? null,
    content: entry.content,
    sealedAt: entry.now,
  });
  await db.insert(sealedResults).values({
    id: randomUUID(),
    tenantId: declaration.tenantId,
    projectTimeId: declaration.projectTimeId,
    sealedBy: entry.by,
    ...record,
  });
  return record;
}

/** The declaration's seal that no revocation has superseded yet, if any. */
async function liveSeal(db: Executor, declarationId: string) {
  const rows = await db
    .select({ seq: sealedResults.seq, kind: sealedResults.kind, supersedesSeq: sealedResults.supersedesSeq })
    .from(sealedResults)
    .where(eq(sealedResults.declarationId, declarationId))
    .orderBy(asc(sealedResults.seq));
  return liveSeals(rows.map((r) => ({ ...r, kind: r.kind as SealKind }))).at(-1) ?? null;
}

/** The results stage's part of a transition: seal an approved result, supersede a revoked one. */
export async function sealEffects(db: Executor, { declaration, event, actor, result, now }: StageTransition) {
  for (const effect of result.effects) {
    if (effect.type === "sealResult") {
      const content = await resultContent(db, declaration, actor, now);
      await append(db, declaration, { kind: "SEAL", content, by: actor.userId, now });
    }
    if (effect.type === "supersedeResult") {
      const sealed = await liveSeal(db, declaration.id);
      const reason = "reason" in event && typeof event.reason === "string" ? event.reason : null;
      await append(db, declaration, {
        kind: "REVOKE",
        supersedesSeq: sealed?.seq ?? null,
        content: { declarationId: declaration.id, reason, revokedAt: now.toISOString(), revokedBy: actor.name },
        by: actor.userId,
        now,
      });
    }
  }
}

/** The verification as the supervisor reads it: the broken link named with its declarant, in their language. */
export async function sealCheck(db: Executor, tenantId: string, lang: Language, now = new Date()) {
  const { chain, unsealed } = await verifySeals(db, tenantId);
  const ids = [...unsealed, ...(!chain.ok && chain.declarationId ? [chain.declarationId] : [])];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: declarations.id, name: staff.name })
            .from(declarations)
            .innerJoin(staff, eq(staff.id, declarations.staffId))
            .where(inArray(declarations.id, ids))
        ).map((r) => [r.id, r.name]),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const broken = chain.ok
    ? null
    : {
        seq: chain.seq,
        declarationId: chain.declarationId,
        name: nameOf(chain.declarationId),
        reason: chain.reason,
        message: translate(`results.seal.${chain.reason}`, lang, {
          seq: chain.seq,
          name: nameOf(chain.declarationId) ?? "—",
        }),
      };
  return {
    ok: chain.ok && unsealed.length === 0,
    records: chain.records,
    lastHash: chain.ok ? chain.lastHash : null,
    broken,
    unsealed: unsealed.map((declarationId) => ({ declarationId, name: nameOf(declarationId) })),
    checkedAt: now.toISOString(),
  } satisfies SealCheckReply;
}

export interface SealVerification {
  chain: ChainCheck;
  /** approved declarations of the tenant with no live seal: a seal removed, or an approval written around the chain */
  unsealed: string[];
}

/** Recomputes the tenant's chain and finds approved declarations without a live seal. */
export async function verifySeals(db: Executor, tenantId: string): Promise<SealVerification> {
  const rows = await db.select().from(sealedResults).where(eq(sealedResults.tenantId, tenantId));
  const records = rows.map(asRecord);
  const sealed = new Set(liveSeals(records).map((r) => r.declarationId));
  const approved = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.tenantId, tenantId), eq(declarations.status, "APPROVED")));
  return { chain: verifyChain(records), unsealed: approved.map((d) => d.id).filter((id) => !sealed.has(id)) };
}
