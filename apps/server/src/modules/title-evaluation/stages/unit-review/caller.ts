import { type RuleResult, precheckVerdict as verdictOf } from "@zcps/contracts/zcps/eligibility";
import type { PrecheckVerdict, UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { badRequest, notFound } from "../../../../platform/errors";
import { actorRolesOf, type CallerActors, type DeclarationRecord, findDeclaration } from "../../declarations";
import { type BatchRef, resolveBatch } from "../../shared";
import * as repo from "./repo";

/** Who calls a unit page: their workflow roles, the units those cover, and the batch the call concerns. */
export interface UnitCaller {
  auth: AuthContext;
  actors: CallerActors;
  batch: BatchRef;
  scope: repo.UnitScope;
}

export async function unitCaller(db: Executor, auth: AuthContext, projectTimeId?: string): Promise<UnitCaller> {
  const [actors, batch] = await Promise.all([actorRolesOf(db, auth), resolveBatch(db, auth, projectTimeId)]);
  const unitIds = actors.readsAll ? null : actors.unitIds;
  return { auth, actors, batch, scope: { tenantId: auth.tenantId, projectTimeId: batch.id, unitIds } };
}

/** The caller's units for a decision: a unit role is needed, whatever else they may read. */
export async function unitActor(db: Executor, auth: AuthContext, projectTimeId?: string): Promise<UnitCaller> {
  const caller = await unitCaller(db, auth, projectTimeId);
  if (caller.actors.unitIds.length === 0) throw badRequest("unit.noUnit");
  return { ...caller, scope: { ...caller.scope, unitIds: caller.actors.unitIds } };
}

export const inScope = (scope: repo.UnitScope, unitId: string | null) =>
  scope.unitIds === null || (unitId !== null && scope.unitIds.includes(unitId));

/** A declaration of the caller's units (any batch of the tenant), else 404. */
export async function unitDeclaration(
  db: Executor,
  caller: Pick<UnitCaller, "auth" | "scope">,
  id: string,
  forUpdate = false,
): Promise<DeclarationRecord> {
  const found = await findDeclaration(db, caller.auth.tenantId, id, forUpdate);
  if (!found || found.status === "DRAFT" || !inScope(caller.scope, found.unitId)) throw notFound();
  return found;
}

/** The verdict of the evaluation stored with the declaration at its last submit, read the same by every unit page. */
export function precheckVerdict(eligibility: unknown): PrecheckVerdict {
  return verdictOf((eligibility as { result?: RuleResult | null } | null)?.result);
}

/** The unit pages' row: the declaration with its verdict, sign-off, reviewers and open objections. */
export async function toUnitRows(
  db: Executor,
  rows: readonly repo.UnitDeclarationRecord[],
  quotaExempt: ReadonlySet<string> = new Set(),
): Promise<UnitDeclarationRow[]> {
  const ids = rows.map((r) => r.id);
  const [signoffs, reviewers, objections] = await Promise.all([
    repo.signoffsOf(db, ids),
    repo.reviewersOf(db, ids),
    repo.openObjectionCounts(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    staffName: r.staffName,
    employeeNo: r.employeeNo ?? "",
    titleName: r.titleName,
    titleNameEn: r.titleNameEn,
    level: r.level,
    trackCode: r.trackCode,
    status: r.status,
    returnedFrom: r.returnedFrom,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    precheck: precheckVerdict(r.eligibility),
    quotaExempt: quotaExempt.has(r.staffId),
    unitRank: r.unitRank,
    signedBy: signoffs.find((s) => s.declarationId === r.id && s.declarationVersion === r.version)?.userName ?? null,
    reviewers: reviewers.filter((v) => v.declarationId === r.id).map((v) => ({ userId: v.userId, name: v.name })),
    openObjections: objections.get(r.id) ?? 0,
  }));
}
