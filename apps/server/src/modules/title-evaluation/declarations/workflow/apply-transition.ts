import { createHash, randomUUID } from "node:crypto";
import { type MessageKey, translate } from "@zcps/contracts/messages";
import {
  type ActorRole,
  type DeclarationEvent,
  type DeclarationFacts,
  type Effect,
  TransitionError,
  type TransitionResult,
  transition,
} from "@zcps/contracts/zcps/machine";
import type { Executor } from "../../../../db/client";
import { uniqueViolation } from "../../../../platform/db-errors";
import { AppError, badRequest, notFound } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { evaluateDeclaration, gatherFacts } from "../facts";
import * as repo from "../repo";

export interface WorkflowActor {
  userId: string;
  name: string;
  role: ActorRole;
}

export interface TransitionRequest {
  declarationId: string;
  tenantId: string;
  event: DeclarationEvent;
  actor: WorkflowActor;
  /** the version the actor saw: a declaration changed since is refused (optimistic concurrency) */
  expectedVersion: number;
  /** facts of later stages their services gather (quota left, publicity elapsed…) */
  extraFacts?: Partial<DeclarationFacts>;
  allowSubmitWithWarnings?: boolean;
  now?: Date;
}

export interface TransitionOutcome {
  declaration: repo.DeclarationRecord;
  result: TransitionResult;
}

export const concurrentChange = () => new AppError(409, 409, "declare.concurrentChange");

/** A state machine refusal as the caller's error: its code is a message key of messages-declaration.ts. */
export function refusal(error: TransitionError) {
  return badRequest(error.code as MessageKey);
}

/** A stable hash of a snapshot: keys sorted, so the same content always hashes the same. */
export function contentHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === "object" && !(v instanceof Date)) {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

/** The declaration and its materials as they stand: what a snapshot freezes. */
async function snapshotPayload(db: Executor, declaration: repo.DeclarationRecord) {
  const [items, attachments] = await Promise.all([
    repo.listItems(db, declaration.id),
    repo.listAttachments(db, declaration.id),
  ]);
  return {
    declaration: {
      id: declaration.id,
      projectTimeId: declaration.projectTimeId,
      staffId: declaration.staffId,
      unitId: declaration.unitId,
      titleId: declaration.titleId,
      seriesCode: declaration.seriesCode,
      level: declaration.level,
      trackCode: declaration.trackCode,
      method: declaration.method,
      pledgeSignedAt: declaration.pledgeSignedAt?.toISOString() ?? null,
      avoidExperts: declaration.avoidExperts,
    },
    items: items.map((item) => ({
      id: item.id,
      materialType: item.materialType,
      payload: item.payload,
      source: item.source,
      sourceRecordId: item.sourceRecordId,
      isRepresentative: item.isRepresentative,
      representativeOrder: item.representativeOrder,
      orderNum: item.orderNum,
      version: item.version,
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      itemId: a.itemId,
      name: a.name,
      mime: a.mime,
      size: a.size,
      sha256: a.sha256,
    })),
  };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

function bilingual(key: MessageKey, values: Record<string, string>) {
  return { zh: fill(translate(key, "zh"), values), en: fill(translate(key, "en"), values) };
}

const STATE_LABEL_PREFIX = "decl.state.";

function stateLabel(state: string) {
  const key = `${STATE_LABEL_PREFIX}${state}`;
  return {
    zh: translate(key, "zh") === key ? state : translate(key, "zh"),
    en: translate(key, "en") === key ? state : translate(key, "en"),
  };
}

/** The inbox messages a transition sends: the declarant hears of others' decisions, a stage's handlers of arrivals. */
async function noticesFor(
  db: Executor,
  declaration: repo.DeclarationRecord,
  request: TransitionRequest,
  result: TransitionResult,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  const declarantName = (await repo.findUserName(db, declaration.userId)) ?? "";
  const link = `/zcps/userCenter?declaration=${declaration.id}`;
  for (const effect of result.effects) {
    if (effect.type !== "notify") continue;
    if (effect.to === "DECLARANT") {
      const returned = result.next === "RETURNED";
      const status = stateLabel(result.next);
      notices.push({
        userId: declaration.userId,
        kind: returned ? "declaration.returned" : "declaration.changed",
        title: bilingual(returned ? "declare.notice.returned.title" : "declare.notice.changed.title", {}),
        body: returned
          ? bilingual("declare.notice.returned.body", { comment: result.decision.comment ?? "" })
          : {
              zh: fill(translate("declare.notice.changed.body", "zh"), { status: status.zh }),
              en: fill(translate("declare.notice.changed.body", "en"), { status: status.en }),
            },
        link,
      });
    }
    if (effect.to === "STAGE" && effect.state?.startsWith("UNIT_") && declaration.unitId) {
      const resubmitted = request.event.type === "resubmit";
      for (const userId of await repo.unitAdministratorIds(db, declaration.tenantId, declaration.unitId)) {
        notices.push({
          userId,
          kind: resubmitted ? "declaration.resubmitted" : "declaration.submitted",
          title: bilingual(resubmitted ? "declare.notice.resubmitted.title" : "declare.notice.submitted.title", {}),
          body: bilingual(resubmitted ? "declare.notice.resubmitted.body" : "declare.notice.submitted.body", {
            name: declarantName,
          }),
          link: "/UnitAuditMan/UnitAuditRostor",
        });
      }
    }
  }
  // the unit stops waiting for a declaration its declarant took back
  if (request.event.type === "withdraw" && request.actor.role === "DECLARANT" && declaration.unitId) {
    for (const userId of await repo.unitAdministratorIds(db, declaration.tenantId, declaration.unitId)) {
      notices.push({
        userId,
        kind: "declaration.withdrawn",
        title: bilingual("declare.notice.withdrawn.title", {}),
        body: bilingual("declare.notice.withdrawn.body", { name: declarantName }),
        link: "/UnitAuditMan/UnitAuditRostor",
      });
    }
  }
  return notices;
}

/**
 * Applies one workflow event to a declaration inside the caller's transaction: locks the row, gathers the facts,
 * asks the state machine, moves the row at the expected version (a concurrent change is refused), appends the
 * decision, and carries out the effects this stage owns (snapshot, editing lock and return scope, notices).
 * Effects of later stages (quota, publicity, department tasks…) are listed in the decision's detail for their
 * services, which call this and act on `result.effects` in the same transaction.
 */
export async function applyTransition(tx: Executor, request: TransitionRequest): Promise<TransitionOutcome> {
  const declaration = await repo.findDeclaration(tx, request.tenantId, request.declarationId, true);
  if (!declaration) throw notFound();
  if (declaration.version !== request.expectedVersion) throw concurrentChange();
  const batch = await repo.findBatch(tx, request.tenantId, declaration.projectTimeId);
  if (!batch) throw notFound();
  const now = request.now ?? new Date();
  const evaluation = await evaluateDeclaration(tx, declaration, batch);
  const facts = await gatherFacts(tx, declaration, batch, {
    evaluation,
    now,
    allowSubmitWithWarnings: request.allowSubmitWithWarnings,
    extra: request.extraFacts,
  });
  let result: TransitionResult;
  try {
    result = transition(facts, request.event, request.actor.role);
  } catch (error) {
    if (error instanceof TransitionError) throw refusal(error);
    throw error;
  }

  const changes: Partial<repo.DeclarationRecord> = {
    status: result.next,
    returnedFrom: result.returnedFrom,
  };
  for (const effect of result.effects) applyScopeEffect(effect, result, changes);
  if (request.event.type === "submit") changes.submittedAt = now;
  if (request.event.type === "resubmit") changes.submittedAt = now;
  if (request.event.type === "submit" || request.event.type === "resubmit") {
    // the evaluation the declaration went in with: the list shows it, later stages compare theirs with it
    changes.eligibility = {
      evaluatedAt: now.toISOString(),
      requirementId: evaluation.requirement?.id ?? null,
      requirementVersion: evaluation.requirement?.version ?? null,
      pass: evaluation.result ? evaluation.result.pass : null,
      hardPass: evaluation.hardPass,
      result: evaluation.result,
    };
  }

  const snapshot = result.effects.find((e) => e.type === "snapshot");
  if (snapshot) changes.snapshotVersion = declaration.snapshotVersion + 1;

  if (!(await repo.updateDeclarationAtVersion(tx, declaration.id, request.expectedVersion, changes))) {
    throw concurrentChange();
  }
  const { decision } = result;
  try {
    await repo.insertDecision(tx, {
      id: randomUUID(),
      tenantId: request.tenantId,
      declarationId: declaration.id,
      event: decision.event,
      fromStatus: decision.from,
      toStatus: decision.to,
      actorId: request.actor.userId,
      actorName: request.actor.name,
      actorRole: decision.actorRole,
      reason: decision.reason ?? null,
      comment: decision.comment ?? null,
      detail: {
        ...(decision.itemIds?.length ? { itemIds: decision.itemIds } : {}),
        ...(decision.materialTypes?.length ? { materialTypes: decision.materialTypes } : {}),
        ...(decision.departIds?.length ? { departIds: decision.departIds } : {}),
        ...(decision.target ? { target: decision.target } : {}),
        ...(decision.outcome ? { outcome: decision.outcome } : {}),
        ...(decision.rank !== undefined ? { rank: decision.rank } : {}),
        ...(decision.reinstateAt ? { reinstateAt: decision.reinstateAt } : {}),
        ...(snapshot ? { snapshotVersion: declaration.snapshotVersion + 1 } : {}),
        effects: result.effects.map((e) => e.type),
        row: result.row,
      },
      version: request.expectedVersion,
      createdAt: now,
    });
  } catch (error) {
    // the unique (declaration, version) index: another decision on the same version landed first
    if (uniqueViolation(error) !== null) throw concurrentChange();
    throw error;
  }

  const updated = { ...declaration, ...changes, version: request.expectedVersion + 1 } as repo.DeclarationRecord;
  if (snapshot && snapshot.type === "snapshot") {
    const payload = await snapshotPayload(tx, updated);
    await repo.insertSnapshot(tx, {
      id: randomUUID(),
      declarationId: declaration.id,
      version: declaration.snapshotVersion + 1,
      reason: snapshot.reason,
      contentHash: contentHash(payload),
      payload,
      createdAt: now,
      createdBy: request.actor.userId,
    });
  }
  await notify(tx, request.tenantId, await noticesFor(tx, updated, request, result));
  return { declaration: updated, result };
}

/** Editing follows the return scope: none while locked, the named items/types after an itemised return, all in a draft. */
function applyScopeEffect(effect: Effect, result: TransitionResult, changes: Partial<repo.DeclarationRecord>) {
  const comment = result.decision.comment;
  switch (effect.type) {
    case "lockEditing":
      changes.returnScope = null;
      break;
    case "unlockItems":
      changes.returnScope = {
        itemIds: effect.itemIds,
        materialTypes: effect.materialTypes,
        ...(comment ? { comment } : {}),
      };
      break;
    case "unlockAll":
      // back in a draft nothing is scoped; a whole-declaration return keeps its comment for the declarant
      changes.returnScope = result.next === "RETURNED" && comment ? { comment } : null;
      break;
    default:
      break;
  }
}
