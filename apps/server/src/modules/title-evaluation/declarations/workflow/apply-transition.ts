import { randomUUID } from "node:crypto";
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
import { materialNotesText } from "@zcps/contracts/zcps/materials";
import type { Executor } from "../../../../db/client";
import { type Bilingual, bilingual } from "../../../../platform/bilingual";
import { uniqueViolation } from "../../../../platform/db-errors";
import { AppError, badRequest, notFound } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { evaluateDeclaration, gatherFacts } from "../facts";
import * as repo from "../repo";
import { contentHash, snapshotPayload } from "./snapshots";
import { runStageHooks } from "./stage-registry";

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

/** A state's name in both languages (the state's code where a language lacks one). */
function stateLabel(state: string): Bilingual {
  const key = `decl.state.${state}`;
  const label = (lang: "zh" | "en") => (translate(key, lang) === key ? state : translate(key, lang));
  return { zh: label("zh"), en: label("en") };
}

/** A return's comment for the declarant's inbox: with its items' material types named in each language. */
function returnedComment({ decision }: TransitionResult): Bilingual | string {
  if (!decision.notes?.length) return decision.comment ?? "";
  return { zh: materialNotesText(decision.notes, "zh"), en: materialNotesText(decision.notes, "en") };
}

/** The inbox messages a transition sends the declarant: others' decisions on their declaration. */
function declarantNotices(declaration: repo.DeclarationRecord, result: TransitionResult): Notice[] {
  const link = `/zcps/userCenter?declaration=${declaration.id}`;
  return result.effects.flatMap((effect): Notice[] => {
    if (effect.type !== "notify" || effect.to !== "DECLARANT") return [];
    const returned = result.next === "RETURNED";
    return [
      {
        userId: declaration.userId,
        kind: returned ? "declaration.returned" : "declaration.changed",
        title: bilingual(returned ? "declare.notice.returned.title" : "declare.notice.changed.title"),
        body: returned
          ? bilingual("declare.notice.returned.body", { comment: returnedComment(result) })
          : bilingual("declare.notice.changed.body", { status: stateLabel(result.next) }),
        link,
      },
    ];
  });
}

/**
 * Applies one workflow event to a declaration inside the caller's transaction: locks the row, gathers the facts,
 * asks the state machine, moves the row at the expected version (a concurrent change is refused), appends the
 * decision, and carries out the declaration's own effects (snapshot, editing lock and return scope, the declarant's
 * notices). The stages the transition touched (left or entered) are asked through the stage registry for their
 * effects and notices in the same transaction; a stage's service that calls this acts on `result.effects` too.
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
        ...(decision.notes?.length ? { notes: decision.notes } : {}),
        ...(decision.departIds?.length ? { departIds: decision.departIds } : {}),
        ...(decision.target ? { target: decision.target } : {}),
        ...(decision.outcome ? { outcome: decision.outcome } : {}),
        ...(decision.rank !== undefined ? { rank: decision.rank } : {}),
        ...(decision.reinstateAt ? { reinstateAt: decision.reinstateAt } : {}),
        // an ineligibility names the rules that fail: the declarant's timeline shows them
        ...(decision.ruleIds?.length ? { ruleIds: decision.ruleIds } : {}),
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
  const declarantName = (await repo.findUserName(tx, declaration.userId)) ?? "";
  const stageNotices = await runStageHooks(tx, {
    declaration: updated,
    event: request.event,
    actor: request.actor,
    result,
    declarantName,
    now,
  });
  await notify(tx, request.tenantId, [...declarantNotices(updated, result), ...stageNotices]);
  return { declaration: updated, result };
}

/**
 * The declaration's own columns an effect sets: editing follows the return scope (none while locked, the named
 * items/types after an itemised return, all in a draft); a recommendation stores its rank.
 */
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
        ...(result.decision.notes?.length ? { notes: result.decision.notes } : {}),
      };
      break;
    case "unlockAll":
      // back in a draft nothing is scoped; a whole-declaration return keeps its comment for the declarant
      changes.returnScope = result.next === "RETURNED" && comment ? { comment } : null;
      break;
    case "storeRank":
      changes.unitRank = effect.rank;
      break;
    default:
      break;
  }
}
