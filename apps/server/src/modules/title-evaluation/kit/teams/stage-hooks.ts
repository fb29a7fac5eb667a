import type { DeclarationFacts, DeclarationState } from "@zcps/contracts/zcps/machine";
import type { CaseStatus, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import type { Executor } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import type { Notice } from "../../../../platform/notify";
import type { DeclarationRecord, StageModule, StageTransition } from "../../declarations";
import { schoolToday } from "../publicity";
import * as cases from "./cases-repo";
import type { TeamStageConfig } from "./stage-config";
import * as repo from "./teams-repo";

/** Where a declaration leaving the stage stands there, by the event that moved it. */
function outcomeOf(t: StageTransition): CaseStatus {
  const { event } = t;
  if (event.type === "pass") return "PASSED";
  if (event.type === "ineligible") return "INELIGIBLE";
  if (event.type === "return") return "RETURNED";
  if (event.type === "conclude") return event.conclusion === "QUALIFIED" ? "QUALIFIED" : "NOT_QUALIFIED";
  return "LEFT";
}

/**
 * Where a team stage's forward decision lands (the states after it in the reference order): only a declaration in
 * one of them can have a decision to take back, so no other transition pays for the lookup.
 */
const LANDINGS: ReadonlySet<string> = new Set([
  "SYNTHESIS_REVIEW",
  "QUALIFIED",
  "PEER_REVIEW",
  "PROFESSOR_COMMITTEE",
  "SENIOR_COMMITTEE",
  "RESULT_PUBLICITY",
  "PUBLICITY_HOLD",
  "APPROVED",
]);

/**
 * The stage whose last decision on the declaration can still be taken back: the workflow's last decision is this
 * stage's forward one (a pass, a conclusion), nothing happened since, and the next stage's team recorded nothing.
 */
export async function recallableFrom(
  db: Executor,
  config: TeamStageConfig,
  declaration: DeclarationRecord,
): Promise<TeamStage | null> {
  if (!LANDINGS.has(declaration.status) || declaration.status === config.stage) return null;
  const last = await cases.lastDecision(db, declaration.id);
  if (
    !last ||
    last.fromStatus !== config.stage ||
    last.toStatus !== declaration.status ||
    (last.event !== "pass" && last.event !== "conclude")
  )
    return null;
  return (await cases.checkedSince(db, declaration.id, declaration.status, last.createdAt)) ? null : config.stage;
}

/**
 * The facts a team stage adds for the machine: a decision of this stage that can still be taken back (nothing
 * happened since and the next stage's team recorded nothing), a dispute waiting for the personnel lead, and a return
 * past its deadline (which also closes the resubmission).
 */
async function gatherFacts(
  db: Executor,
  config: TeamStageConfig,
  declaration: DeclarationRecord,
  now: Date,
): Promise<Partial<DeclarationFacts>> {
  const facts: Partial<DeclarationFacts> = {};
  const stage: string = config.stage;
  const recallFrom = await recallableFrom(db, config, declaration);
  if (recallFrom) facts.recallFrom = recallFrom as DeclarationState;
  if (declaration.status === stage && config.escalateTo) {
    const found = await cases.findCase(db, declaration.id, config.stage);
    if (found?.status === "DISPUTED") facts.escalated = true;
  }
  if (declaration.returnedFrom === stage && declaration.status !== stage) {
    const found = await cases.findCase(db, declaration.id, config.stage);
    if (found?.status === "RETURNED" && found.returnDeadline) {
      const lapsed = schoolToday(now) > found.returnDeadline;
      facts.returnLapsed = lapsed;
      // the return's own deadline decides the resubmission, whatever the declaration window
      if (declaration.status === "RETURNED") facts.windowOpen = !lapsed;
    }
  }
  return facts;
}

/** Keeps the case in step with every transition touching the stage, whoever made it. */
async function onEffects(db: Executor, config: TeamStageConfig, t: StageTransition) {
  const { declaration, result, now } = t;
  const stage: string = config.stage;
  const from = result.decision.from;
  const next = result.next;
  if (next === stage && from !== stage) {
    await cases.caseArrived(
      db,
      {
        declarationId: declaration.id,
        stage: config.stage,
        tenantId: declaration.tenantId,
        projectTimeId: declaration.projectTimeId,
        unitId: declaration.unitId,
      },
      now,
    );
  } else if (from === stage && next === stage) {
    if (t.event.type === "conclude" && t.event.conclusion === "DISPUTED")
      await cases.setCase(db, declaration.id, config.stage, { status: "DISPUTED" }, now);
  } else if (from === stage) {
    await cases.setCase(
      db,
      declaration.id,
      config.stage,
      {
        status: outcomeOf(t),
        decidedAt: now,
        decidedBy: t.actor.name,
        returnTarget: t.event.type === "return" ? (result.decision.target ?? "DECLARANT") : null,
      },
      now,
    );
  }
}

/** The team hears of a declaration coming back to it (corrected, re-checked) or taken out of its hands. */
async function notices(db: Executor, config: TeamStageConfig, t: StageTransition): Promise<Notice[]> {
  const { declaration, result } = t;
  const stage: string = config.stage;
  const arrived = result.next === stage && result.decision.from !== stage;
  const recalled = result.decision.from === stage && t.event.type === "recall";
  if (!arrived && !recalled) return [];
  const found = await cases.findCase(db, declaration.id, config.stage);
  if (!found?.teamId) return [];
  const team = await repo.findTeam(db, declaration.tenantId, found.teamId);
  const stageLabel = bilingual(`team.stage.${config.stage}` as "team.stage.FORMAL_AUDIT");
  const body = recalled
    ? bilingual("team.notice.recalled.body", {
        stage: bilingual(`team.stage.${result.next}` as "team.stage.FORMAL_AUDIT"),
        name: t.declarantName,
        reason: (t.event as { reason?: string }).reason ?? "",
      })
    : bilingual("team.notice.arrived.body", { name: t.declarantName, stage: stageLabel, team: team?.name ?? "" });
  const title = bilingual(recalled ? "team.notice.recalled.title" : "team.notice.arrived.title");
  return (await repo.memberIdsOf(db, [found.teamId]))
    .filter((userId) => userId !== t.actor.userId)
    .map((userId) => ({
      userId,
      kind: recalled ? "team.recalled" : "team.arrived",
      title,
      body,
      link: config.links.queue,
    }));
}

/**
 * The StageModule of a team stage: the state it owns, its facts, its case upkeep, its notices, and its members'
 * reading held to the declarations allocated to their teams.
 */
export function teamStageModule(name: string, config: TeamStageConfig): StageModule {
  return {
    name,
    states: [config.stage as DeclarationState],
    reader: {
      role: config.memberRole,
      reaches: (db, userId, declarationId) => cases.allocatedToMember(db, declarationId, config.stage, userId),
    },
    gatherFacts: (db, declaration, now) => gatherFacts(db, config, declaration, now),
    onEffects: (db, t) => onEffects(db, config, t),
    notices: (db, t) => notices(db, config, t),
  };
}

export type { TeamStage };
