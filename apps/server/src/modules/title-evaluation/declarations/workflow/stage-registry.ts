import type {
  ActorRole,
  DeclarationEvent,
  DeclarationFacts,
  DeclarationState,
  EffectType,
  TransitionResult,
} from "@zcps/contracts/zcps/machine";
import type { Executor } from "../../../../db/client";
import type { Notice } from "../../../../platform/notify";
import type { DeclarationRecord } from "../repo";

/** What a stage hears of a transition that touched it: the declaration as it now stands and the machine's answer. */
export interface StageTransition {
  declaration: DeclarationRecord;
  event: DeclarationEvent;
  actor: { userId: string; name: string; role: string };
  result: TransitionResult;
  declarantName: string;
  now: Date;
}

/** A publicity (公示) window a stage opens: the state its declarations wait in and the event that ends the wait. */
export interface StagePublicity {
  state: DeclarationState;
  closingEvent: "closePublicity" | "closeResultPublicity";
}

/**
 * What a review stage gives the workflow. The workflow asks the registry and never names a stage: a stage owns the
 * declaration states it lists, adds the facts its guards read, writes the messages its people receive when a
 * declaration arrives at or leaves one of its states, and carries out its own effects in the transition's
 * transaction.
 */
export interface StageModule {
  name: string;
  /** the declaration states this stage owns (a state belongs to one stage) */
  states: readonly DeclarationState[];
  /** facts of this stage the machine's guards read, gathered in the transition's transaction (at `now`) */
  gatherFacts?(db: Executor, declaration: DeclarationRecord, now: Date): Promise<Partial<DeclarationFacts>>;
  /** inbox messages for a transition that enters or leaves one of the stage's states */
  notices?(db: Executor, transition: StageTransition): Promise<Notice[]>;
  /** the stage's part of the machine's effects, in the same transaction */
  onEffects?(db: Executor, transition: StageTransition): Promise<void>;
  /**
   * effects this stage carries out whichever states the transition touched (a quota place given back when a
   * declaration leaves a later stage, say)
   */
  handles?: readonly EffectType[];
  /** publicity windows the stage opens; the job that closes windows reads them */
  publicity?: readonly StagePublicity[];
  /**
   * a workflow role whose holders read only the declarations this stage gives them (a team member: those allocated
   * to one of their teams), and whether it gives them this one
   */
  reader?: StageReader;
}

/** A role whose reading of declarations a stage narrows. */
export interface StageReader {
  role: ActorRole;
  reaches(db: Executor, userId: string, declarationId: string): Promise<boolean>;
  /**
   * Whether the role opens one material item (its attachments) of a declaration it reaches: a department reviewer
   * only the items their office verifies. Absent: every item of a declaration the role reaches.
   */
  opensItem?(db: Executor, userId: string, declarationId: string, itemId: string | null): Promise<boolean>;
}

const registered: StageModule[] = [];

/** Adds a stage at start-up; registering the same stage twice (a second app in one process) changes nothing. */
export function registerStage(stage: StageModule): void {
  if (registered.some((s) => s.name === stage.name)) return;
  const taken = stage.states.filter((state) => registered.some((s) => s.states.includes(state)));
  if (taken.length) throw new Error(`stage ${stage.name}: states already owned by another stage: ${taken.join(", ")}`);
  registered.push(stage);
}

export const registeredStages = (): readonly StageModule[] => registered;

/** The stage narrowing a role's reading, if one does. */
export const readerOf = (role: ActorRole): StageReader | undefined =>
  registered.find((s) => s.reader?.role === role)?.reader;

/** The stage owning a state, if one is registered. */
export const stageOwning = (state: string | null | undefined): StageModule | undefined =>
  state ? registered.find((s) => (s.states as readonly string[]).includes(state)) : undefined;

/** The event that closes a publicity window held in a state, from the stage that opened it. */
export function publicityClosingEvent(state: string): StagePublicity["closingEvent"] | undefined {
  for (const stage of registered) {
    const publicity = stage.publicity?.find((p) => p.state === state);
    if (publicity) return publicity.closingEvent;
  }
  return undefined;
}

/** Every stage's facts for one declaration, merged (a stage adds only its own). */
export async function stageFacts(
  db: Executor,
  declaration: DeclarationRecord,
  now: Date = new Date(),
): Promise<Partial<DeclarationFacts>> {
  const parts = await Promise.all(registered.map((stage) => stage.gatherFacts?.(db, declaration, now) ?? {}));
  return Object.assign({}, ...parts);
}

/**
 * The stages a transition touched: the one it left, the ones it entered (an arrival notice names its state) and those
 * handling one of its effects.
 */
function touchedStages(transition: StageTransition): StageModule[] {
  const states = new Set<string>([transition.result.decision.from, transition.result.next]);
  for (const effect of transition.result.effects)
    if (effect.type === "notify" && effect.state) states.add(effect.state);
  const effects = new Set(transition.result.effects.map((e) => e.type));
  return registered.filter(
    (stage) => stage.states.some((state) => states.has(state)) || stage.handles?.some((type) => effects.has(type)),
  );
}

/** What the touched stages send and do for one transition. */
export async function runStageHooks(db: Executor, transition: StageTransition): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const stage of touchedStages(transition)) {
    await stage.onEffects?.(db, transition);
    notices.push(...((await stage.notices?.(db, transition)) ?? []));
  }
  return notices;
}
