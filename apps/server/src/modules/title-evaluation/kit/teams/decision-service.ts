import { randomUUID } from "node:crypto";
import type { DeclarationEvent } from "@zcps/contracts/zcps/machine";
import { materialType } from "@zcps/contracts/zcps/materials";
import {
  type CaseStatus,
  type ChecklistAnswer,
  type ReturnIssue,
  STAGE_DECISIONS,
  type TeamCheckBody,
  type TeamCheckReply,
  type TeamDecision,
  type TeamDecisionReply,
  type TeamReturnTarget,
  teamCheckSchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { Executor } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { readSettings } from "../../config";
import { applyTransition, concurrentChange, currentRequirement, findUserName, listItems } from "../../declarations";
import { verifyingDepartments } from "../../review";
import { unitAdministratorIds } from "../../staff";
import { type Reached, reachDeclaration, type TeamAuth, type TeamCaller, teamCaller } from "./caller";
import * as cases from "./cases-repo";
import { returnDeadline } from "./deadline";
import type { TeamStageConfig } from "./stage-config";
import * as repo from "./teams-repo";

/** A decision as the routes pass it, whichever call carried it. */
export interface DecisionInput {
  declarationId: string;
  version: number;
  decision: TeamDecision;
  checklist?: ChecklistAnswer[];
  comment?: string;
  reason?: string;
  ruleIds?: string[];
  target?: TeamReturnTarget;
  departId?: string;
  issues?: ReturnIssue[];
}

const OUTCOME: Record<TeamDecision, CaseStatus> = {
  PASS: "PASSED",
  INELIGIBLE: "INELIGIBLE",
  RETURN: "RETURNED",
  QUALIFIED: "QUALIFIED",
  NOT_QUALIFIED: "NOT_QUALIFIED",
  DISPUTED: "DISPUTED",
};

/** A return's list as the declarant reads it: one numbered line per issue, the item's type named. */
export function returnComment(issues: readonly ReturnIssue[], comment?: string): string {
  const lines = issues.map((issue, i) => {
    const type = issue.materialType ? materialType(issue.materialType)?.label.zh : undefined;
    return `${i + 1}. ${type ? `${type}：` : ""}${issue.text}`;
  });
  return [...lines, ...(comment ? [comment] : [])].join("\n");
}

/** The machine's event for a decision. */
function eventOf(input: DecisionInput, comment: string | undefined): DeclarationEvent {
  switch (input.decision) {
    case "PASS":
      return { type: "pass", ...(comment ? { comment } : {}) };
    case "INELIGIBLE":
      return { type: "ineligible", reason: input.reason ?? "", ruleIds: input.ruleIds ?? [] };
    case "RETURN": {
      const issues = input.issues ?? [];
      return {
        type: "return",
        comment: returnComment(issues, comment),
        target: input.target ?? "DECLARANT",
        itemIds: [...new Set(issues.flatMap((i) => (i.itemId ? [i.itemId] : [])))],
        materialTypes: [...new Set(issues.flatMap((i) => (i.materialType && !i.itemId ? [i.materialType] : [])))],
        ...(input.target === "DEPARTMENT" && input.departId ? { departIds: [input.departId] } : {}),
      };
    }
    default:
      return { type: "conclude", conclusion: input.decision, ...(comment ? { comment } : {}) };
  }
}

/**
 * The team stages' acts on one declaration: a member's check (recorded, it moves nothing), the team's decision
 * (through the workflow, by the members the batch's setting allows), personnel's own decision, the withdrawal of a
 * decision, the personnel lead's ruling on a dispute and a unit's restart. Each is appended to team_checks, each
 * tells the people concerned, and bad input or a stale version changes nothing.
 */
export function createDecisionService({ db }: Pick<AppDeps, "db">, config: TeamStageConfig) {
  const stageLabel = bilingual(`team.stage.${config.stage}` as "team.stage.FORMAL_AUDIT");

  /** The declaration locked and in the stage at the version the caller saw. */
  async function inStage(tx: Executor, caller: TeamCaller, declarationId: string, version: number) {
    const reached = await reachDeclaration(tx, caller, config.stage, declarationId, true);
    if (reached.declaration.version !== version) throw concurrentChange();
    if (reached.declaration.status !== config.stage) throw badRequest("team.notInStage");
    return reached;
  }

  /** What the decision names must belong to the declaration: rules of its requirement, its items, the department's. */
  async function validate(tx: Executor, reached: Reached, input: DecisionInput) {
    const { declaration } = reached;
    if (input.decision === "INELIGIBLE" && input.ruleIds?.length) {
      const requirement = await currentRequirement(tx, declaration);
      const known = new Set<string>();
      const walk = (node: { id: string; children?: unknown[] }) => {
        known.add(node.id);
        for (const child of node.children ?? []) walk(child as { id: string; children?: unknown[] });
      };
      if (requirement) walk(requirement.rule as { id: string });
      if (input.ruleIds.some((id) => !known.has(id))) throw badRequest("team.ruleUnknown");
    }
    if (input.decision !== "RETURN") return;
    const items = new Map((await listItems(tx, declaration.id)).map((i) => [i.id, i]));
    for (const issue of input.issues ?? []) {
      if (issue.itemId && !items.has(issue.itemId)) throw badRequest("team.itemNotInDeclaration");
      if (issue.materialType && !materialType(issue.materialType)) throw badRequest("team.materialTypeUnknown");
    }
    if (input.target === "DEPARTMENT") {
      const departmentOf = await verifyingDepartments(tx, declaration.tenantId, declaration);
      for (const issue of input.issues ?? []) {
        const item = items.get(issue.itemId ?? "");
        if (!item || departmentOf(item.materialType).departId !== input.departId)
          throw badRequest("team.recheckItemNotOfDepart");
      }
    }
  }

  async function teamNotices(
    tx: Executor,
    teamId: string | null,
    skip: string,
    notice: Omit<Notice, "userId">,
  ): Promise<Notice[]> {
    if (!teamId) return [];
    return (await repo.memberIdsOf(tx, [teamId])).filter((id) => id !== skip).map((userId) => ({ ...notice, userId }));
  }

  /**
   * Applies one decision through the workflow and records it. `teamId`: the team deciding (null: personnel outside
   * the teams). The case's status follows in the stage's transition hook; a return's deadline is set here.
   */
  async function decide(
    tx: Executor,
    caller: TeamCaller,
    reached: Reached,
    input: DecisionInput,
    role: "TEAM" | "PERSONNEL",
  ): Promise<TeamDecisionReply> {
    if (!STAGE_DECISIONS[config.stage].includes(input.decision)) throw badRequest("team.decisionInvalid");
    if (reached.case?.status === "DISPUTED") throw badRequest("team.disputeOpen");
    await validate(tx, reached, input);
    const { declaration } = reached;
    const now = new Date();
    const settings = await readSettings(tx, declaration.tenantId);
    const deadline =
      input.decision === "RETURN" && input.target !== "DEPARTMENT"
        ? await returnDeadline(tx, declaration.tenantId, now, settings.formalAuditReturnDays)
        : null;
    const name = (await findUserName(tx, caller.auth.userId)) ?? "";
    const comment = input.comment;
    const event = eventOf(input, comment);
    const { declaration: moved } = await applyTransition(tx, {
      tenantId: declaration.tenantId,
      declarationId: declaration.id,
      event,
      actor: { userId: caller.auth.userId, name, role: role === "TEAM" ? config.memberRole : "PERSONNEL" },
      expectedVersion: input.version,
      now,
    });
    const teamId = role === "TEAM" ? (reached.case?.teamId ?? null) : null;
    await cases.insertCheck(tx, {
      id: randomUUID(),
      tenantId: declaration.tenantId,
      projectTimeId: declaration.projectTimeId,
      declarationId: declaration.id,
      stage: config.stage,
      teamId,
      userId: caller.auth.userId,
      userName: name,
      kind: "DECISION",
      conclusion: input.decision,
      checklist: input.checklist ?? [],
      comment: input.decision === "RETURN" ? (event as { comment: string }).comment : (comment ?? null),
      detail: {
        ...(input.reason ? { reason: input.reason } : {}),
        ...(input.ruleIds?.length ? { ruleIds: input.ruleIds } : {}),
        ...(input.decision === "RETURN"
          ? { target: input.target, issues: input.issues, departId: input.departId ?? null, deadline }
          : {}),
        ...(role === "PERSONNEL" ? { byPersonnel: true } : {}),
      },
      declarationVersion: input.version,
      createdAt: now,
    });
    if (deadline) await cases.setCase(tx, declaration.id, config.stage, { returnDeadline: deadline }, now);

    const declarant = (await findUserName(tx, declaration.userId)) ?? "";
    const conclusion = bilingual(`team.decision.${input.decision}` as "team.decision.PASS");
    const notices: Notice[] = await teamNotices(tx, reached.case?.teamId ?? null, caller.auth.userId, {
      kind: "team.decided",
      title: bilingual("team.notice.decided.title"),
      body: bilingual("team.notice.decided.body", { by: name, name: declarant, stage: stageLabel, conclusion }),
      link: config.links.queue,
    });
    if (deadline)
      notices.push({
        userId: declaration.userId,
        kind: "team.returnDeadline",
        title: bilingual("team.notice.deadline.title"),
        body: bilingual("team.returnDeadline", { deadline }),
        link: `/zcps/userCenter?declaration=${declaration.id}`,
      });
    if (deadline && input.target === "UNIT" && declaration.unitId)
      for (const userId of await unitAdministratorIds(tx, declaration.tenantId, declaration.unitId))
        notices.push({
          userId,
          kind: "team.unitReturned",
          title: bilingual("team.notice.unitReturned.title"),
          body: bilingual("team.notice.unitReturned.body", {
            stage: stageLabel,
            name: declarant,
            comment: (event as { comment: string }).comment,
            deadline,
          }),
          link: "/UnitAuditMan/AuditResult",
        });
    if (input.decision === "DISPUTED" && config.escalateTo)
      for (const userId of await repo.usersHoldingElement(tx, declaration.tenantId, config.escalateTo))
        notices.push({
          userId,
          kind: "team.disputed",
          title: bilingual("team.notice.disputed.title"),
          body: bilingual("team.notice.disputed.body", {
            team: (await teamName(tx, declaration.tenantId, reached.case?.teamId ?? null)) ?? "",
            name: declarant,
            comment: comment ?? "",
          }),
          link: config.links.results,
        });
    await notify(tx, declaration.tenantId, notices);
    return {
      declarationId: moved.id,
      state: moved.status,
      version: moved.version,
      status: OUTCOME[input.decision],
      returnDeadline: deadline,
    };
  }

  async function teamName(tx: Executor, tenantId: string, teamId: string | null) {
    return teamId ? ((await repo.findTeam(tx, tenantId, teamId))?.name ?? null) : null;
  }

  return {
    /** A member records a check; under leaderConfirms the leader hears of it. */
    async check(auth: TeamAuth, input: TeamCheckBody): Promise<TeamCheckReply> {
      const body = teamCheckSchema.parse(input);
      return db.transaction(async (tx) => {
        const caller = await teamCaller(tx, auth);
        const reached = await inStage(tx, caller, body.declarationId, body.version);
        if (!reached.duty || !reached.case?.teamId) throw badRequest("team.notYourTeam");
        if (reached.case.status === "DISPUTED") throw badRequest("team.disputeOpen");
        if (body.conclusion && !STAGE_DECISIONS[config.stage].includes(body.conclusion))
          throw badRequest("team.decisionInvalid");
        const now = new Date();
        const name = (await findUserName(tx, auth.userId)) ?? "";
        const id = randomUUID();
        const { declaration } = reached;
        await cases.insertCheck(tx, {
          id,
          tenantId: declaration.tenantId,
          projectTimeId: declaration.projectTimeId,
          declarationId: declaration.id,
          stage: config.stage,
          teamId: reached.case.teamId,
          userId: auth.userId,
          userName: name,
          kind: "CHECK",
          conclusion: body.conclusion ?? null,
          checklist: body.checklist,
          comment: body.comment ?? null,
          detail: {},
          declarationVersion: body.version,
          createdAt: now,
        });
        await cases.caseChecked(tx, declaration.id, config.stage, now);
        const team = await repo.findTeam(tx, declaration.tenantId, reached.case.teamId);
        const settings = await readSettings(tx, declaration.tenantId);
        if (team && config.leaderConfirms(settings) && team.leaderUserId !== auth.userId) {
          const declarant = (await findUserName(tx, declaration.userId)) ?? "";
          await notify(tx, declaration.tenantId, [
            {
              userId: team.leaderUserId,
              kind: "team.checked",
              title: bilingual("team.notice.checked.title"),
              body: bilingual("team.notice.checked.body", {
                by: name,
                name: declarant,
                conclusion: body.conclusion
                  ? bilingual(`team.decision.${body.conclusion}` as "team.decision.PASS")
                  : "—",
              }),
              link: config.links.queue,
            },
          ]);
        }
        return {
          id,
          declarationId: declaration.id,
          status: reached.case.status === "PENDING" ? "CHECKED" : (reached.case.status as CaseStatus),
        };
      });
    },

    /** The team's decision: any member's, or the leader's where the batch asks the leader to confirm. */
    async submit(auth: TeamAuth, input: DecisionInput): Promise<TeamDecisionReply> {
      return db.transaction(async (tx) => {
        const caller = await teamCaller(tx, auth);
        const reached = await inStage(tx, caller, input.declarationId, input.version);
        if (!reached.duty) throw badRequest(reached.case?.teamId ? "team.notYourTeam" : "team.notAllocated");
        if (config.leaderConfirms(await readSettings(tx, auth.tenantId)) && reached.duty !== "LEADER")
          throw badRequest("team.leaderConfirms");
        return decide(tx, caller, reached, input, "TEAM");
      });
    },

    /** Personnel decide a declaration of the stage themselves (one no team could take, say). */
    async decideAsPersonnel(auth: TeamAuth, input: DecisionInput): Promise<TeamDecisionReply> {
      return db.transaction(async (tx) => {
        const caller = await teamCaller(tx, auth);
        if (!caller.personnel) throw badRequest("team.notYourTeam");
        const reached = await inStage(tx, caller, input.declarationId, input.version);
        return decide(tx, caller, reached, input, "PERSONNEL");
      });
    },

    /** The team (or personnel) takes back its last decision while the next stage has not acted. */
    async withdraw(auth: TeamAuth, input: { declarationId: string; version: number; reason: string }) {
      return db.transaction(async (tx) => {
        const caller = await teamCaller(tx, auth);
        const reached = await reachDeclaration(tx, caller, config.stage, input.declarationId, true);
        const { declaration } = reached;
        if (declaration.version !== input.version) throw concurrentChange();
        if (!reached.duty && !caller.personnel) throw badRequest("team.notYourTeam");
        if (reached.duty && config.leaderConfirms(await readSettings(tx, auth.tenantId)) && reached.duty !== "LEADER")
          throw badRequest("team.leaderConfirms");
        const now = new Date();
        const name = (await findUserName(tx, auth.userId)) ?? "";
        const { declaration: moved } = await applyTransition(tx, {
          tenantId: declaration.tenantId,
          declarationId: declaration.id,
          event: { type: "recall", reason: input.reason },
          actor: { userId: auth.userId, name, role: reached.duty ? config.memberRole : "PERSONNEL" },
          expectedVersion: input.version,
          now,
        });
        await cases.insertCheck(tx, {
          id: randomUUID(),
          tenantId: declaration.tenantId,
          projectTimeId: declaration.projectTimeId,
          declarationId: declaration.id,
          stage: config.stage,
          teamId: reached.duty ? (reached.case?.teamId ?? null) : null,
          userId: auth.userId,
          userName: name,
          kind: "WITHDRAWAL",
          conclusion: null,
          checklist: [],
          comment: input.reason,
          detail: { from: declaration.status },
          declarationVersion: input.version,
          createdAt: now,
        });
        return {
          declarationId: moved.id,
          state: moved.status,
          version: moved.version,
          status: "PENDING" as CaseStatus,
          returnDeadline: null,
        };
      });
    },

    /** The personnel lead settles a dispute: the ruling is the decision, with its reason. */
    async rule(
      auth: TeamAuth,
      input: { declarationId: string; version: number; conclusion: "QUALIFIED" | "NOT_QUALIFIED"; reason: string },
    ): Promise<TeamDecisionReply> {
      return db.transaction(async (tx) => {
        const caller = await teamCaller(tx, auth);
        const reached = await inStage(tx, caller, input.declarationId, input.version);
        if (reached.case?.status !== "DISPUTED") throw badRequest("team.noDispute");
        const { declaration } = reached;
        const now = new Date();
        const name = (await findUserName(tx, auth.userId)) ?? "";
        const { declaration: moved } = await applyTransition(tx, {
          tenantId: declaration.tenantId,
          declarationId: declaration.id,
          event: { type: "conclude", conclusion: input.conclusion, comment: input.reason },
          actor: { userId: auth.userId, name, role: "PERSONNEL" },
          expectedVersion: input.version,
          now,
        });
        await cases.insertCheck(tx, {
          id: randomUUID(),
          tenantId: declaration.tenantId,
          projectTimeId: declaration.projectTimeId,
          declarationId: declaration.id,
          stage: config.stage,
          teamId: null,
          userId: auth.userId,
          userName: name,
          kind: "RULING",
          conclusion: input.conclusion,
          checklist: [],
          comment: input.reason,
          detail: {},
          declarationVersion: input.version,
          createdAt: now,
        });
        const declarant = (await findUserName(tx, declaration.userId)) ?? "";
        await notify(
          tx,
          declaration.tenantId,
          await teamNotices(tx, reached.case.teamId, auth.userId, {
            kind: "team.ruled",
            title: bilingual("team.notice.ruled.title"),
            body: bilingual("team.notice.ruled.body", {
              name: declarant,
              conclusion: bilingual(`team.decision.${input.conclusion}` as "team.decision.PASS"),
              reason: input.reason,
            }),
            link: config.links.queue,
          }),
        );
        return {
          declarationId: moved.id,
          state: moved.status,
          version: moved.version,
          status: OUTCOME[input.conclusion],
          returnDeadline: null,
        };
      });
    },
  };
}
