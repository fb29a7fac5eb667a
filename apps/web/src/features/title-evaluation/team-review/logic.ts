import type { MessageKey } from "@zcps/contracts/messages";
import {
  type CaseStatus,
  type EligibilityRuleRow,
  FORMAL_AUDIT_ROUTES,
  formalSubmitSchema,
  type OutcomeCount,
  PERSONNEL_ROUTES,
  personnelDecisionSchema,
  returnAuditSchema,
  SYNTHESIS_ROUTES,
  synthesisSubmitSchema,
  type TeamCheckBody,
  type TeamDecision,
  type TeamReturnTarget,
  type TeamRow,
  type TeamStage,
  teamCheckSchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { z } from "zod";

// ---------------------------------------------------------------------------------------------------------------
// Allocation preview: what a team may not take, before personnel allocate

/** A unit as the teams' members name it. */
export interface UnitName {
  unitId: string;
  name: string | null;
  nameEn: string | null;
}

/** The units of a team's members, with their names (a team never gets a declaration of one of them). */
export function unitsOf(team: TeamRow): UnitName[] {
  const named = new Map<string, UnitName>();
  for (const m of team.members)
    if (m.unitId && !named.has(m.unitId))
      named.set(m.unitId, { unitId: m.unitId, name: m.unitName, nameEn: m.unitNameEn });
  return team.unitIds.map((unitId) => named.get(unitId) ?? { unitId, name: null, nameEn: null });
}

/**
 * The units whose declarations no chosen team may take (each has a member from it): the even allocation leaves them
 * unplaced. Empty when no team is chosen (then nothing is placed at all, for want of teams).
 */
export function blockedUnits(teams: readonly TeamRow[]): UnitName[] {
  const [first, ...rest] = teams;
  if (!first) return [];
  return unitsOf(first).filter((u) => rest.every((team) => team.unitIds.includes(u.unitId)));
}

/** The chosen declarations a team may not take by hand: those from a unit one of its members comes from. */
export function handConflicts<Row extends { unitId: string | null }>(rows: readonly Row[], team: TeamRow | undefined) {
  if (!team) return [];
  return rows.filter((row) => row.unitId !== null && team.unitIds.includes(row.unitId));
}

// ---------------------------------------------------------------------------------------------------------------
// A decision as the form holds it, the request it makes, and what the contracts say is missing

export interface ChecklistValue {
  key: string;
  ok?: boolean;
  note?: string;
}

export interface IssueValue {
  itemId?: string;
  materialType?: string;
  text?: string;
}

export interface DecisionValues {
  decision?: TeamDecision;
  checklist: ChecklistValue[];
  comment?: string;
  /** INELIGIBLE: why, and the failing rules named */
  reason?: string;
  ruleIds: string[];
  /** RETURN: where to, the department of a re-check, and everything to fix */
  target?: TeamReturnTarget;
  departId?: string;
  issues: IssueValue[];
}

/** Who decides: a team member for the team, or personnel themselves (submitUser). */
export type DecisionMode = "team" | "personnel";

export interface DecisionRequest {
  url: string;
  body: Record<string, unknown>;
}

const trimmed = (text: string | undefined) => {
  const value = text?.trim();
  return value ? value : undefined;
};

/** The checklist answered so far, as the wire has it (unanswered points left out: the check names them). */
function answers(values: DecisionValues) {
  return values.checklist
    .filter((c) => c.ok !== undefined)
    .map((c) => ({ key: c.key, ok: c.ok as boolean, ...(trimmed(c.note) ? { note: trimmed(c.note) } : {}) }));
}

/** The fields one decision sends: a return's target and issues, an ineligibility's reason and rules, nothing else. */
function decisionFields(values: DecisionValues) {
  const decision = values.decision;
  return {
    checklist: answers(values),
    ...(trimmed(values.comment) ? { comment: trimmed(values.comment) } : {}),
    ...(decision === "INELIGIBLE" ? { reason: trimmed(values.reason), ruleIds: values.ruleIds } : {}),
    ...(decision === "RETURN"
      ? {
          target: values.target,
          ...(values.target === "DEPARTMENT" ? { departId: values.departId } : {}),
          issues: values.issues.map((issue) => ({
            ...(issue.itemId ? { itemId: issue.itemId } : {}),
            ...(issue.materialType && !issue.itemId ? { materialType: issue.materialType } : {}),
            text: issue.text?.trim() ?? "",
          })),
        }
      : {}),
  };
}

/** Where a decision goes: the formal audit's submit or return, the synthesis review's submit, or personnel's own. */
export function decisionRequest(
  stage: TeamStage,
  mode: DecisionMode,
  declaration: { declarationId: string; version: number },
  values: DecisionValues,
): DecisionRequest {
  const body = { ...declaration, decision: values.decision, ...decisionFields(values) };
  if (mode === "personnel") return { url: PERSONNEL_ROUTES.submitUser, body: { ...body, stage } };
  if (stage === "SYNTHESIS_REVIEW") return { url: SYNTHESIS_ROUTES.submit, body };
  return {
    url: values.decision === "RETURN" ? FORMAL_AUDIT_ROUTES.returnAudit : FORMAL_AUDIT_ROUTES.submit,
    body,
  };
}

/** A member's check: the checklist, the conclusion the member suggests and a comment; it moves nothing. */
export function checkBody(
  declaration: { declarationId: string; version: number },
  values: DecisionValues,
): TeamCheckBody {
  return {
    ...declaration,
    checklist: answers(values),
    ...(values.decision ? { conclusion: values.decision } : {}),
    ...(trimmed(values.comment) ? { comment: trimmed(values.comment) } : {}),
  };
}

/** A field's problems by its path ("reason", "issues", "issues.0.text", "checklist"), each a message key. */
export type FieldIssues = Record<string, MessageKey>;

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldIssues {
  const found: FieldIssues = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const path = issue.path.join(".") || "decision";
    if (!(path in found)) found[path] = issue.message as MessageKey;
  }
  return found;
}

/** Every point of the checklist answered (a decision or a check answers them all). */
function unanswered(values: DecisionValues): FieldIssues {
  return values.checklist.some((c) => c.ok === undefined) ? { checklist: "team.checklistValueRequired" } : {};
}

/**
 * What keeps a decision from going, all at once, by the same schema the server applies: no decision chosen, a
 * reason or comment missing, a return without its target, its issues or (a re-check) its department and items.
 */
export function decisionIssues(stage: TeamStage, mode: DecisionMode, request: DecisionRequest, values: DecisionValues) {
  const schema =
    mode === "personnel"
      ? personnelDecisionSchema
      : stage === "SYNTHESIS_REVIEW"
        ? synthesisSubmitSchema
        : values.decision === "RETURN"
          ? returnAuditSchema
          : formalSubmitSchema;
  const found = { ...unanswered(values), ...issuesOf(schema.safeParse(request.body)) };
  if (!values.decision) return { ...found, decision: "team.decisionInvalid" as MessageKey };
  return found;
}

export function checkIssues(body: TeamCheckBody, values: DecisionValues): FieldIssues {
  return { ...unanswered(values), ...issuesOf(teamCheckSchema.safeParse(body)) };
}

/**
 * The rules a finding of ineligibility names unless changed: the failing hard conditions themselves (the leaves of the
 * flattened tree, not the groups that fail with them); every failing rule when no hard leaf fails.
 */
export function failingConditions(rules: readonly Pick<EligibilityRuleRow, "id" | "pass" | "hard" | "depth">[]) {
  const leaves = rules.filter((rule, i) => !rule.pass && rule.hard && !((rules[i + 1]?.depth ?? -1) > rule.depth));
  return (leaves.length > 0 ? leaves : rules.filter((rule) => !rule.pass)).map((rule) => rule.id);
}

/** The form's first values: each checklist point answered as the data suggest, the failing conditions named. */
export function initialValues(
  checklist: readonly { key: string; suggested: boolean | null }[],
  failedRuleIds: readonly string[],
): DecisionValues {
  return {
    checklist: checklist.map((c) => ({ key: c.key, ok: c.suggested ?? undefined })),
    ruleIds: [...failedRuleIds],
    issues: [{}],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Outcome counts

/** An outcome count summed per unit over its titles, for the chart (units in the table's order). */
export function outcomesByUnit(count: OutcomeCount) {
  const units = new Map<
    string,
    {
      unitId: string | null;
      unitName: string | null;
      unitNameEn: string | null;
      counts: Partial<Record<CaseStatus, number>>;
      total: number;
    }
  >();
  for (const row of count.rows) {
    const key = row.unitId ?? "";
    const unit = units.get(key) ?? {
      unitId: row.unitId,
      unitName: row.unitName,
      unitNameEn: row.unitNameEn,
      counts: {},
      total: 0,
    };
    for (const status of count.statuses) unit.counts[status] = (unit.counts[status] ?? 0) + (row.counts[status] ?? 0);
    unit.total += row.total;
    units.set(key, unit);
  }
  return [...units.values()];
}
