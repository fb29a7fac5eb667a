import type { DeclarationErrorCode } from "./errors";
import type { ActorRole, DeclarationEvent, DeclarationEventType } from "./events";
import { type DeclarationState, enabledAtOrAfter, nextEnabledStage, position } from "./states";
import type { DeclarationFacts, Effect } from "./types";

/** The shape of a transition row and the guards, targets and effects the stages' rows share. */

type EventOfType = { [E in DeclarationEvent as E["type"]]: E };

export interface Ctx<T extends DeclarationEventType = DeclarationEventType> {
  facts: DeclarationFacts;
  event: EventOfType[T];
  actor: ActorRole;
}

interface Target {
  next: DeclarationState;
  returnedFrom?: DeclarationState | null;
}

/** A guard over the facts alone: allowedEvents evaluates it to enable a button. */
export interface FactGuard {
  code: DeclarationErrorCode;
  ok(facts: DeclarationFacts): boolean;
}

/** A check of what the event carries (reason, items, target), made when the event is applied: null or a refusal. */
export interface EventCheck<T extends DeclarationEventType = DeclarationEventType> {
  refusal(ctx: Ctx<T>): DeclarationErrorCode | null;
}

/** One row of the table as `transition` reads it. */
export interface TransitionRow {
  id: string;
  /** the row of reference table 3.1 it implements */
  ref: string;
  from: readonly DeclarationState[];
  event: DeclarationEventType;
  actors: readonly ActorRole[];
  guards: readonly FactGuard[];
  checks: readonly EventCheck[];
  to(ctx: Ctx): Target;
  effects(ctx: Ctx, next: DeclarationState): Effect[];
  /** a self-loop that still concerns the declarant (an appeal's outcome) */
  notifiesDeclarant?: boolean;
}

/** A row as written: its functions see the event of its own type. */
interface RowSpec<T extends DeclarationEventType> extends Omit<TransitionRow, "event" | "checks" | "to" | "effects"> {
  event: T;
  checks: readonly EventCheck<NoInfer<T>>[];
  to(ctx: Ctx<NoInfer<T>>): Target;
  effects(ctx: Ctx<NoInfer<T>>, next: DeclarationState): Effect[];
}

// the row's functions are only ever called with its own event type, which `transition` matched
export const row = <T extends DeclarationEventType>(spec: RowSpec<T>) => spec as unknown as TransitionRow;

export const guard = (code: DeclarationErrorCode, ok: (facts: DeclarationFacts) => boolean): FactGuard => ({
  code,
  ok,
});
export const filled = (text: string | undefined) => (text ?? "").trim().length > 0;
export const needsReason: EventCheck = {
  refusal: ({ event }) => (filled((event as { reason?: string }).reason) ? null : "decl.reasonRequired"),
};
export const needsComment: EventCheck = {
  refusal: ({ event }) => (filled((event as { comment?: string }).comment) ? null : "decl.commentRequired"),
};

export const publicityElapsed = guard("decl.publicityNotElapsed", (f) => f.publicityElapsed === true);
export const noOpenObjection = guard("decl.objectionOpen", (f) => (f.openObjections ?? 0) === 0);

export const stay = ({ facts }: Ctx): Target => ({ next: facts.state, returnedFrom: facts.returnedFrom ?? null });
export const goto = (next: DeclarationState) => (): Target => ({ next, returnedFrom: null });
/** Forward: back to the stage that sent the declaration here, otherwise the next enabled stage. */
export const advance = ({ facts }: Ctx): Target => {
  const resumeAt = facts.returnedFrom ?? null;
  if (resumeAt && position(facts.pipeline, resumeAt) > position(facts.pipeline, facts.state)) {
    return { next: enabledAtOrAfter(facts.pipeline, resumeAt), returnedFrom: null };
  }
  return { next: nextEnabledStage(facts.pipeline, facts.state), returnedFrom: null };
};

/** What entering a state sets going, whichever stage the declaration came from or skipped. */
export function entryEffects(next: DeclarationState): Effect[] {
  switch (next) {
    case "UNIT_PUBLICITY":
      return [{ type: "openPublicity", scope: "UNIT" }];
    case "DEPARTMENT_REVIEW":
      return [{ type: "openDepartmentTasks" }];
    case "FORMAL_AUDIT":
      return [{ type: "recomputeEligibility", onlyVerified: true }];
    case "RESULT_PUBLICITY":
      return [{ type: "openPublicity", scope: "SCHOOL" }];
    case "APPROVED":
      return [{ type: "sealResult" }];
    default:
      return [];
  }
}

export const onEntry = (_ctx: Ctx, next: DeclarationState) => entryEffects(next);
export const appealable = (): Effect[] => [{ type: "openAppealWindow" }];
