import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, pageQuerySchema } from "../../validation";
import type { Bilingual } from "../catalogue/catalogue";
import type { DeclarationDetail } from "../workflow/api";

/**
 * Stages 4 and 5 on the wire: the formal audit (/FormalAudit, personnelForm/*) and the personnel synthesis review
 * (/PersonnelSynthesis, personnel/synthetical/*), both done by teams, and personnel's calls over both (personnel/*).
 * One team kit serves both stages, so most shapes are shared and carry the stage.
 */

const m = (key: MessageKey) => key;
const version = z.coerce.number(m("v.required")).int().min(1);
const text = (max: number) => z.string().trim().max(max, m("v.tooLong"));
const required = (max: number, key: MessageKey) => z.string(m(key)).trim().min(1, m(key)).max(max, m("v.tooLong"));

export const ZCPS_SH_API = "/api/zcps-sh";
export const FORMAL_AUDIT_API = `${ZCPS_SH_API}/personnelForm`;
export const PERSONNEL_API = `${ZCPS_SH_API}/personnel`;
export const SYNTHESIS_API = `${PERSONNEL_API}/synthetical`;

/** The calls of the formal audit (stage 4). Spec names where the spec names them; the team upkeep is REST. */
export const FORMAL_AUDIT_ROUTES = {
  /** personnel: the stage's declarations with their team (TeamAssignment) */
  declarations: `${FORMAL_AUDIT_API}/getDeclareUserList`,
  /** a member: the declarations allocated to my teams (TeamAudit) */
  queue: `${FORMAL_AUDIT_API}/getDeclareUserCheckList`,
  allocation: `${FORMAL_AUDIT_API}/allocation`,
  check: `${FORMAL_AUDIT_API}/check`,
  returnAudit: `${FORMAL_AUDIT_API}/returnAudit`,
  submit: `${FORMAL_AUDIT_API}/submit`,
  /** the stage's teams with their members, and who may join one */
  teams: `${FORMAL_AUDIT_API}/getManegerUserList`,
  checkCont: `${FORMAL_AUDIT_API}/findCheckCont`,
  /** progress per team and member (TeamStatistics) */
  progress: `${FORMAL_AUDIT_API}/countDetail`,
  teamCreate: `${FORMAL_AUDIT_API}/teams`,
  teamUpdate: `${FORMAL_AUDIT_API}/teams/:id`,
  teamDelete: `${FORMAL_AUDIT_API}/teams/:id`,
} as const;

/** The calls of the synthesis review (stage 5). */
export const SYNTHESIS_ROUTES = {
  /** personnel: declarations in the stage allocated to no team (TeamAssignmentZH) */
  unallocated: `${SYNTHESIS_API}/getUnallocatedUserList`,
  /** personnel: the stage's declarations by their status in it (TeamAssignmentZH, TeamResultZH) */
  byStatus: `${SYNTHESIS_API}/getUserListBystatus`,
  /** a member: the declarations allocated to my teams (TeamAuditZH) */
  queue: `${SYNTHESIS_API}/getCheckUserList`,
  allocation: `${SYNTHESIS_API}/allocation`,
  /** a member's check of one declaration (checklist, conclusion, comment): recorded, decides nothing */
  check: `${SYNTHESIS_API}/userCheck`,
  /** the conditions recomputed on verified items for one declaration, with each rule's figures */
  requireCheck: `${SYNTHESIS_API}/requireCheck`,
  /** the qualified declarations, handed on to peer review and the professor committee */
  professor: `${SYNTHESIS_API}/professor`,
  /** the personnel lead's ruling on a disputed declaration */
  review: `${SYNTHESIS_API}/review`,
  /** the team's decision: QUALIFIED, NOT_QUALIFIED, DISPUTED or a return */
  submit: `${SYNTHESIS_API}/submit`,
  /** the team takes its decision back while the next stage has not acted */
  withdraw: `${SYNTHESIS_API}/withdraw`,
  teams: `${SYNTHESIS_API}/getManegerUserList`,
  checkCont: `${SYNTHESIS_API}/getCheckCont`,
  /** the requirement that applies to a declaration (the id is the declaration's) */
  require: `${SYNTHESIS_API}/getRequireByUserId/:id`,
  /** a team member's duties (leader, member) */
  duty: `${SYNTHESIS_API}/getDuty`,
  progress: `${SYNTHESIS_API}/countDetail`,
  teamCreate: `${SYNTHESIS_API}/teams`,
  teamUpdate: `${SYNTHESIS_API}/teams/:id`,
  teamDelete: `${SYNTHESIS_API}/teams/:id`,
} as const;

/** Personnel's calls over both stages. */
export const PERSONNEL_ROUTES = {
  /** the two stages' figures at a glance */
  findCount: `${PERSONNEL_API}/findCount`,
  /** outcomes by unit × title of one stage (?type=FORMAL_AUDIT|SYNTHESIS_REVIEW) */
  findDeclareCount: `${PERSONNEL_API}/findDeclareCount`,
  findDeclareCountExport: `${PERSONNEL_API}/findDeclareCount/export`,
  /** every declaration that reached a stage, with its outcome there (a count's declarants) */
  declarations: `${PERSONNEL_API}/getDeclareUserList`,
  /** a unit's declarations in a stage go back to the unit, with a reason */
  unitStartAgainAudit: `${PERSONNEL_API}/unitStartAgainAudit`,
  /** personnel decide one declaration of a stage themselves (one no team could take, say) */
  submitUser: `${PERSONNEL_API}/submitUser`,
  /** the formal audit takes its decision back while the synthesis review has not acted */
  withdraw: `${PERSONNEL_API}/withdraw`,
  /** sys/sbtj's statistics as an xlsx (RSUserDeclareCountNew) */
  declarantCountExport: `${PERSONNEL_API}/sbtj/export`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

export const TEAM_STAGES = ["FORMAL_AUDIT", "SYNTHESIS_REVIEW"] as const;
export type TeamStage = (typeof TEAM_STAGES)[number];
export const teamStageSchema = z.enum(TEAM_STAGES, m("team.stageInvalid"));

export const TEAM_DUTIES = ["LEADER", "MEMBER"] as const;
export type TeamDuty = (typeof TEAM_DUTIES)[number];

/** How the even allocation keeps declarations together: a unit's, or a discipline's, go to one team where they fit. */
export const ALLOCATE_BY = ["UNIT", "DISCIPLINE"] as const;
export type AllocateBy = (typeof ALLOCATE_BY)[number];

export const FORMAL_DECISIONS = ["PASS", "RETURN", "INELIGIBLE"] as const;
export const SYNTHESIS_DECISIONS = ["QUALIFIED", "NOT_QUALIFIED", "DISPUTED", "RETURN"] as const;
export const TEAM_DECISIONS = ["PASS", "INELIGIBLE", "QUALIFIED", "NOT_QUALIFIED", "DISPUTED", "RETURN"] as const;
export type TeamDecision = (typeof TEAM_DECISIONS)[number];
export const STAGE_DECISIONS: Record<TeamStage, readonly TeamDecision[]> = {
  FORMAL_AUDIT: FORMAL_DECISIONS,
  SYNTHESIS_REVIEW: SYNTHESIS_DECISIONS,
};

/** Where a return sends the declaration (the return matrix, reference 2.1). */
export const TEAM_RETURN_TARGETS = ["DECLARANT", "UNIT", "DEPARTMENT"] as const;
export type TeamReturnTarget = (typeof TEAM_RETURN_TARGETS)[number];

/**
 * Where a declaration stands in one stage: waiting (no check yet), checked, disputed (synthesis, with the personnel
 * lead), or what the stage decided; LAPSED: a return not corrected by its deadline, treated as withdrawn; LEFT: taken
 * out of the stage otherwise (withdrawn, or recalled by the stage before).
 */
export const CASE_STATUSES = [
  "PENDING",
  "CHECKED",
  "DISPUTED",
  "PASSED",
  "RETURNED",
  "INELIGIBLE",
  "QUALIFIED",
  "NOT_QUALIFIED",
  "LAPSED",
  "LEFT",
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** The statuses of a declaration still in the stage (the others are outcomes). */
export const OPEN_CASE_STATUSES: readonly CaseStatus[] = ["PENDING", "CHECKED", "DISPUTED"];

/** The synthesis checklist (DOMAIN.md stage 5); the formal audit's is the setting formalAuditChecklist. */
export const SYNTHESIS_CHECKLIST = [
  "conditionsMet",
  "representativeWorksValid",
  "exceptionalJustified",
  "postRestriction",
  "namedListFlags",
  "noDuplicates",
] as const;
export type SynthesisChecklistKey = (typeof SYNTHESIS_CHECKLIST)[number];

/** What a check row records: a member's check, the team's decision, a recall, the lead's ruling, a lapse. */
export const CHECK_KINDS = ["CHECK", "DECISION", "WITHDRAWAL", "RULING", "LAPSE"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Teams

export const teamSaveSchema = z.object({
  projectTimeId: idSchema.optional(),
  name: required(50, "team.nameRequired"),
  /** the leader, a member too */
  leaderId: idSchema,
  memberIds: z.array(idSchema).max(30, m("team.tooManyMembers")).default([]),
});
export type TeamSave = z.input<typeof teamSaveSchema>;

export const teamsQuerySchema = z.object({ projectTimeId: idSchema.optional() });

export interface TeamMemberRow {
  userId: string;
  name: string;
  duty: TeamDuty;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
}

export interface TeamRow {
  id: string;
  stage: TeamStage;
  projectTimeId: string;
  name: string;
  leaderId: string;
  members: TeamMemberRow[];
  /** the members' units: the team never gets a declaration of one of them */
  unitIds: string[];
  allocated: number;
  /** still in the stage (PENDING, CHECKED, DISPUTED) */
  open: number;
  decided: number;
}

export interface TeamCandidate {
  userId: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  /** the stage's teams the user is in already */
  teamIds: string[];
}

/** getManegerUserList: the stage's teams and who may be put in one (holders of the stage's role group). */
export interface TeamsReply {
  projectTimeId: string;
  stage: TeamStage;
  /** sysConfig: the leader confirms (true) or any member's decision stands (false) */
  leaderConfirms: boolean;
  teams: TeamRow[];
  candidates: TeamCandidate[];
}

export interface DutyOption {
  code: TeamDuty;
  name: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Allocation

export const ALLOCATION_MODES = ["HAND", "EVEN"] as const;

/**
 * HAND: the chosen declarations to one team (a reallocation when they had another); EVEN: every unallocated
 * declaration of the stage over the chosen teams (all of the stage's when none is named), keeping a unit's or a
 * discipline's together where the loads allow.
 */
export const allocationSchema = z
  .object({
    projectTimeId: idSchema.optional(),
    mode: z.enum(ALLOCATION_MODES, m("team.allocationModeInvalid")).default("HAND"),
    declarationIds: z.array(idSchema).max(500, m("v.tooLong")).default([]),
    teamId: idSchema.optional(),
    by: z.enum(ALLOCATE_BY, m("team.allocateByInvalid")).default("UNIT"),
    teamIds: z.array(idSchema).max(100, m("v.tooLong")).default([]),
    /** the reply as the allocation would give it, nothing written (the even allocation's preview) */
    dryRun: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== "HAND") return;
    if (value.declarationIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["declarationIds"], message: m("team.nothingChosen") });
    if (!value.teamId) ctx.addIssue({ code: "custom", path: ["teamId"], message: m("team.teamRequired") });
  });
export type AllocationBody = z.input<typeof allocationSchema>;

/** Why the even allocation left a declaration out. */
export const UNPLACED_REASONS = ["OWN_UNIT", "NO_TEAMS"] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export interface AllocationReply {
  /** a preview: what the allocation would do, nothing written */
  dryRun: boolean;
  allocated: number;
  /** of those, how many had another team before */
  moved: number;
  unplaced: {
    declarationId: string;
    staffName: string;
    unitName: string | null;
    reason: UnplacedReason;
    /** the reason in the caller's language */
    reasonText: string;
  }[];
  /** each team's share of this allocation, and what it holds in the stage with it */
  perTeam: { teamId: string; name: string; allocated: number; load: number }[];
}

// ---------------------------------------------------------------------------------------------------------------
// Lists

export const QUEUE_FILTERS = ["PENDING", "DECIDED", "ALL"] as const;

/** A member's queue: the declarations allocated to the caller's teams in the stage. */
export const teamQueueSchema = pageQuerySchema.partial({ page: true, limit: true }).extend({
  projectTimeId: idSchema.optional(),
  status: z.enum(QUEUE_FILTERS).default("PENDING"),
  keyword: text(50).optional(),
  teamId: idSchema.optional(),
});
export type TeamQueueQuery = z.input<typeof teamQueueSchema>;

/** Personnel's list of a stage's declarations. */
export const stageListSchema = pageQuerySchema.partial({ page: true, limit: true }).extend({
  projectTimeId: idSchema.optional(),
  keyword: text(50).optional(),
  unitId: idSchema.optional(),
  titleId: idSchema.optional(),
  teamId: idSchema.optional(),
  allocated: z.enum(["yes", "no", "all"]).default("all"),
  status: z.enum(CASE_STATUSES).optional(),
});
export type StageListQuery = z.input<typeof stageListSchema>;

/** personnel/getDeclareUserList: a stage's declarations, every outcome (the count pages' drill-down). */
export const personnelListSchema = stageListSchema.extend({ stage: teamStageSchema.default("FORMAL_AUDIT") });
export type PersonnelListQuery = z.input<typeof personnelListSchema>;

export interface TeamCaseRow {
  declarationId: string;
  /** the declaration's version: a decision names it */
  version: number;
  stage: TeamStage;
  staffName: string;
  employeeNo: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleId: string;
  titleName: string;
  titleNameEn: string;
  level: string;
  method: string;
  disciplineCode: string | null;
  /** the declaration's state in the workflow */
  state: string;
  returnedFrom: string | null;
  /** where it stands in this stage */
  status: CaseStatus;
  teamId: string | null;
  teamName: string | null;
  allocatedAt: string | null;
  /** checks recorded by the team's members */
  checks: number;
  lastCheck: { userName: string; conclusion: TeamDecision | null; at: string } | null;
  decidedAt: string | null;
  decidedBy: string | null;
  /** an open return: the last day to correct it (YYYY-MM-DD), and to whom it went */
  returnDeadline: string | null;
  returnTarget: TeamReturnTarget | null;
  /** the pre-check at the last submit, on every declared item */
  declaredPass: boolean | null;
}

// ---------------------------------------------------------------------------------------------------------------
// One declaration as a member checks it

export const checkContQuerySchema = z.object({ declarationId: idSchema });
export const requireCheckSchema = z.object({ declarationId: idSchema });

/** One rule of the requirement as evaluated (flattened tree, in the caller's language). */
export interface EligibilityRuleRow {
  id: string;
  pass: boolean;
  text: string;
  actual: number | string | boolean | null;
  expected: string;
  hard: boolean;
  depth: number;
}

/** The requirement evaluated on the items a department verified (the formal audit's view), rule by rule. */
export interface VerifiedEligibility {
  requirementId: string | null;
  requirementText: string | null;
  /** null: no requirement for the title */
  pass: boolean | null;
  hardPass: boolean;
  /** the ids of the rules that fail (what an INELIGIBLE decision names) */
  failedRuleIds: string[];
  rules: EligibilityRuleRow[];
  /** per material type: items declared and items verified */
  counted: { materialType: string; declared: number; verified: number }[];
  /** the same requirement on every declared item, as at the last submit */
  declaredPass: boolean | null;
  evaluatedAt: string;
}

export interface RequirementReply {
  declarationId: string;
  requirementId: string | null;
  version: number | null;
  text: string | null;
  /** the rule tree as indented lines in the caller's language */
  lines: string[];
}

export interface ChecklistItem {
  key: string;
  label: Bilingual;
  /** what the data suggest (conditions met on verified items, no duplicate claims…); null: a person must judge */
  suggested: boolean | null;
  /** why it is suggested, in the caller's language */
  hint: string | null;
}

export const checklistAnswerSchema = z.object({
  key: required(100, "team.checklistKeyRequired"),
  ok: z.boolean(m("team.checklistValueRequired")),
  note: text(200).optional(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswerSchema>;

export interface TeamCheckRow {
  id: string;
  kind: CheckKind;
  teamId: string | null;
  teamName: string | null;
  userId: string;
  userName: string;
  conclusion: TeamDecision | null;
  checklist: ChecklistAnswer[];
  comment: string | null;
  /** a decision's details: return target, issues, department, deadline, rule ids… */
  detail: Record<string, unknown>;
  declarationVersion: number;
  createdAt: string;
}

/** A department's verdict on one item (the departments' verification, stage 3). */
export interface DepartmentVerdictRow {
  itemId: string;
  materialType: string;
  departId: string | null;
  departName: string | null;
  departNameEn: string | null;
  verifyStatus: string;
  verifyComment: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
}

/** An item another declarant of the batch claims too (same DOI, patent number, project number…). */
export interface DuplicateClaim {
  itemId: string;
  materialType: string;
  claimKey: string;
  others: { declarationId: string; staffName: string; unitName: string | null; state: string }[];
}

export interface TeamCheckContent {
  stage: TeamStage;
  declaration: DeclarationDetail;
  eligibility: VerifiedEligibility;
  verdicts: DepartmentVerdictRow[];
  checklist: ChecklistItem[];
  checks: TeamCheckRow[];
  duplicates: DuplicateClaim[];
  case: {
    status: CaseStatus | null;
    teamId: string | null;
    teamName: string | null;
    returnDeadline: string | null;
    returnTarget: TeamReturnTarget | null;
  };
  /** what the caller may do on it now */
  allowed: { check: boolean; submit: boolean; withdraw: boolean; rule: boolean };
  /** where a return may go now, and the departments that verified items (a re-check names one) */
  returnTargets: TeamReturnTarget[];
  departments: { departId: string; name: string; nameEn: string | null; itemIds: string[] }[];
  leaderConfirms: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Checks and decisions

/** A member's check: recorded (append-only), it moves nothing; under leaderConfirms the leader decides on it. */
export const teamCheckSchema = z.object({
  declarationId: idSchema,
  version,
  checklist: z.array(checklistAnswerSchema).max(30, m("v.tooLong")).default([]),
  conclusion: z.enum(TEAM_DECISIONS, m("team.decisionInvalid")).optional(),
  comment: text(1000).optional(),
});
export type TeamCheckBody = z.input<typeof teamCheckSchema>;

/** One thing to fix, as a return lists it (一次性告知): an item, a material type, or the declaration as a whole. */
export const returnIssueSchema = z.object({
  itemId: idSchema.optional(),
  materialType: text(40).optional(),
  text: required(500, "team.issueTextRequired"),
});
export type ReturnIssue = z.infer<typeof returnIssueSchema>;

const returnFields = {
  target: z.enum(TEAM_RETURN_TARGETS, m("team.returnTargetInvalid")).optional(),
  /** DEPARTMENT: the one department asked to check named items again */
  departId: idSchema.optional(),
  issues: z.array(returnIssueSchema).max(50, m("v.tooLong")).optional(),
};

const decisionFields = {
  declarationId: idSchema,
  version,
  checklist: z.array(checklistAnswerSchema).max(30, m("v.tooLong")).default([]),
  comment: text(1000).optional(),
  /** INELIGIBLE: why, and the rules that fail */
  reason: text(1000).optional(),
  ruleIds: z.array(text(64)).max(50, m("v.tooLong")).default([]),
  ...returnFields,
};

interface DecisionShape {
  decision: TeamDecision;
  comment?: string;
  reason?: string;
  target?: TeamReturnTarget;
  departId?: string;
  issues?: ReturnIssue[];
}

/** What each decision needs: a reason to find a declaration ineligible, a comment to deny or dispute, a return its list. */
export function decisionComplete(value: DecisionShape, ctx: z.RefinementCtx) {
  const issue = (path: string, message: MessageKey) => ctx.addIssue({ code: "custom", path: [path], message });
  if (value.decision === "INELIGIBLE" && !value.reason) issue("reason", "team.reasonRequired");
  if ((value.decision === "NOT_QUALIFIED" || value.decision === "DISPUTED") && !value.comment)
    issue("comment", "team.commentRequired");
  if (value.decision !== "RETURN") return;
  if (!value.target) issue("target", "team.returnTargetInvalid");
  if (!value.issues?.length) issue("issues", "team.issuesRequired");
  if (value.target === "DEPARTMENT") {
    if (!value.departId) issue("departId", "team.departRequired");
    if (value.issues?.some((i) => !i.itemId)) issue("issues", "team.recheckItemsRequired");
  }
}

/** personnelForm/submit: the team passes the declaration or finds it ineligible. */
export const formalSubmitSchema = z
  .object({ ...decisionFields, decision: z.enum(["PASS", "INELIGIBLE"], m("team.decisionInvalid")) })
  .superRefine(decisionComplete);
export type FormalSubmitBody = z.input<typeof formalSubmitSchema>;

/** personnelForm/returnAudit: the team returns the declaration with everything to fix, at once. */
export const returnAuditSchema = z
  .object({
    ...decisionFields,
    target: z.enum(TEAM_RETURN_TARGETS, m("team.returnTargetInvalid")),
    decision: z.literal("RETURN", m("team.decisionInvalid")).default("RETURN"),
  })
  .superRefine(decisionComplete);
export type ReturnAuditBody = z.input<typeof returnAuditSchema>;

/** personnel/synthetical/submit: the team's conclusion, or a return. */
export const synthesisSubmitSchema = z
  .object({ ...decisionFields, decision: z.enum(SYNTHESIS_DECISIONS, m("team.decisionInvalid")) })
  .superRefine(decisionComplete);
export type SynthesisSubmitBody = z.input<typeof synthesisSubmitSchema>;

/** personnel/submitUser: personnel decide a declaration of either stage themselves. */
export const personnelDecisionSchema = z
  .object({ ...decisionFields, stage: teamStageSchema, decision: z.enum(TEAM_DECISIONS, m("team.decisionInvalid")) })
  .superRefine((value, ctx) => {
    if (!STAGE_DECISIONS[value.stage].includes(value.decision))
      ctx.addIssue({ code: "custom", path: ["decision"], message: m("team.decisionNotForStage") });
    decisionComplete(value, ctx);
  });
export type PersonnelDecisionBody = z.input<typeof personnelDecisionSchema>;

/** personnel/synthetical/review: the personnel lead settles a dispute; the reason is recorded with the ruling. */
export const rulingSchema = z.object({
  declarationId: idSchema,
  version,
  conclusion: z.enum(["QUALIFIED", "NOT_QUALIFIED"], m("team.rulingInvalid")),
  reason: required(1000, "team.rulingReasonRequired"),
});
export type RulingBody = z.input<typeof rulingSchema>;

/** The team takes its decision back (personnel/withdraw for the formal audit, synthetical/withdraw). */
export const teamWithdrawSchema = z.object({
  declarationId: idSchema,
  version,
  reason: required(500, "team.withdrawReasonRequired"),
});
export type TeamWithdrawBody = z.input<typeof teamWithdrawSchema>;

/** personnel/unitStartAgainAudit: every declaration of the unit in the stage goes back to the unit. */
export const unitRestartSchema = z.object({
  projectTimeId: idSchema.optional(),
  stage: teamStageSchema,
  unitId: idSchema,
  reason: required(1000, "team.restartReasonRequired"),
});
export type UnitRestartBody = z.input<typeof unitRestartSchema>;

export interface TeamDecisionReply {
  declarationId: string;
  state: string;
  version: number;
  status: CaseStatus;
  /** a return's last day to correct (YYYY-MM-DD) */
  returnDeadline: string | null;
}

export interface TeamCheckReply {
  id: string;
  declarationId: string;
  status: CaseStatus;
}

export interface UnitRestartReply {
  returned: number;
  declarationIds: string[];
  returnDeadline: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Counts and statistics

export const progressQuerySchema = z.object({ projectTimeId: idSchema.optional() });
export const findCountQuerySchema = z.object({ projectTimeId: idSchema.optional() });
export const declareCountQuerySchema = z.object({
  projectTimeId: idSchema.optional(),
  type: teamStageSchema.default("FORMAL_AUDIT"),
});

/** countDetail: progress per team and per member. */
export interface TeamProgress {
  projectTimeId: string;
  stage: TeamStage;
  inStage: number;
  unallocated: number;
  teams: {
    teamId: string;
    name: string;
    allocated: number;
    open: number;
    checked: number;
    decided: number;
    byStatus: Partial<Record<CaseStatus, number>>;
    members: {
      userId: string;
      name: string;
      duty: TeamDuty;
      checks: number;
      decisions: number;
      lastAt: string | null;
    }[];
  }[];
}

export interface StageFigures {
  /** declarations in the stage now */
  inStage: number;
  unallocated: number;
  checked: number;
  disputed: number;
  /** returns not corrected yet */
  returnsOpen: number;
  byStatus: Partial<Record<CaseStatus, number>>;
}

/** personnel/findCount */
export interface PersonnelFigures {
  projectTimeId: string;
  formalAudit: StageFigures;
  synthesis: StageFigures;
}

/** personnel/findDeclareCount: one stage's outcomes by unit × title. */
export interface OutcomeCount {
  projectTimeId: string;
  stage: TeamStage;
  /** the statuses counted, in order (the table's columns) */
  statuses: CaseStatus[];
  rows: {
    unitId: string | null;
    unitName: string | null;
    unitNameEn: string | null;
    titleId: string;
    titleName: string;
    titleNameEn: string;
    level: string;
    counts: Partial<Record<CaseStatus, number>>;
    total: number;
  }[];
  totals: Partial<Record<CaseStatus, number>> & { total: number };
}
