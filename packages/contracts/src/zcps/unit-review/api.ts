import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, pageQuerySchema } from "../../validation";
import type { PrecheckVerdict } from "../eligibility/verdict";
import { declarationStateSchema } from "../machine/index";

/**
 * Stage 2 on the wire: the unit's review of its declarations (/UnitAuditMan), its publicity notices and the
 * objections raised against them, its recommendation within quota, its counts and the register it reports to
 * personnel (zcjzc).
 */

const m = (key: MessageKey) => key;
const version = z.coerce.number(m("v.required")).int().min(1);
const text = (max: number) => z.string().trim().max(max, m("v.tooLong"));
const required = (max: number, key: MessageKey) => z.string(m(key)).trim().min(1, m(key)).max(max, m("v.tooLong"));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m("unit.dateInvalid"));

export { UNIT_BATCHES_API, UNIT_RECOMMEND_API, ZCJZC_API, ZCPS_SH_UNIT } from "./api-paths";

/** unit/batches: the batches of the caller's current project the unit pages filter by, and the one they start with. */
export interface UnitBatchOptions {
  batches: { id: string; name: string; nameEn: string | null; enabled: boolean }[];
  /** the batch a call without projectTimeId concerns */
  defaultBatchId: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The unit's declarations (ReporterSummary, AuditResult, UnitAuditRostor)

export const unitListQuerySchema = pageQuerySchema.partial({ page: true, limit: true }).extend({
  projectTimeId: idSchema.optional(),
  status: declarationStateSchema.optional(),
  /** the declarant's name or employee number (contains) */
  keyword: text(50).optional(),
  /** only declarations assigned to the caller on the unit's review roster */
  mine: z.coerce.boolean().optional(),
});
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

/** The pre-check verdict the unit sees beside its approve button: the same one the declarant saw (eligibility). */
export type { PrecheckVerdict };

export interface UnitDeclarationRow {
  id: string;
  version: number;
  staffName: string;
  employeeNo: string;
  titleName: string;
  titleNameEn: string;
  level: string;
  trackCode: string;
  status: string;
  returnedFrom: string | null;
  submittedAt: string | null;
  precheck: PrecheckVerdict;
  /** the declarant's named-list entry exempts them from the quota */
  quotaExempt: boolean;
  unitRank: number | null;
  /** the administrator's signature on this version where the leader signs second */
  signedBy: string | null;
  reviewers: { userId: string; name: string }[];
  openObjections: number;
}

export interface QuotaUse {
  level: string;
  trackCode: string;
  allocated: number;
  used: number;
  left: number;
}

export interface UnitSummary {
  projectTimeId: string;
  unitNames: string[];
  /** the batch asks for the unit leader's signature after the administrator's */
  leaderSignature: boolean;
  counts: Partial<Record<string, number>>;
  quotas: QuotaUse[];
}

/** unit/submit: the unit approves; approving although the hard conditions fail needs a reason, recorded. */
export const unitApproveSchema = z.object({
  declarationId: idSchema,
  version,
  comment: text(500).optional(),
  overrideReason: text(500).optional(),
});
export type UnitApproveBody = z.infer<typeof unitApproveSchema>;

export const unitRejectSchema = z.object({
  declarationId: idSchema,
  version,
  reason: required(500, "decl.reasonRequired"),
});
export type UnitRejectBody = z.infer<typeof unitRejectSchema>;

export interface UnitDecisionReply {
  id: string;
  status: string;
  version: number;
  /** the administrator signed; the declaration waits for the leader's approval */
  signed: boolean;
}

/** unit/personAllocation: who of the unit reviews which declarations (replaces their reviewers). */
export const personAllocationSchema = z.object({
  declarationIds: z.array(idSchema).min(1, m("unit.nothingChosen")).max(500),
  reviewerUserIds: z.array(idSchema).max(20),
});
export type PersonAllocationBody = z.infer<typeof personAllocationSchema>;

export interface UnitManager {
  userId: string;
  name: string;
  roles: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Publicity (公示) and objections

export const PUBLICITY_TITLE_MAX = 100;

export const publishNoticeSchema = z.object({
  projectTimeId: idSchema.optional(),
  title: text(PUBLICITY_TITLE_MAX).optional(),
  /** the first day the notice is up; today when absent (a notice posted on the board earlier may be recorded) */
  startsOn: isoDate.optional(),
});
export type PublishNoticeBody = z.infer<typeof publishNoticeSchema>;

export interface NoticeSummary {
  id: string;
  title: string;
  startsOn: string;
  endsOn: string;
  workingDays: number;
  status: string;
  declarants: number;
  openObjections: number;
  /** the last working day has passed: the unit (or the nightly job) may close it */
  elapsed: boolean;
}

export interface NoticeStatus {
  projectTimeId: string;
  /** approved declarations not yet on a notice */
  awaiting: number;
  /** the working days a new notice lasts (the batch's publicity days) */
  workingDays: number;
  /** the end date a notice starting today would have */
  endsOnIfToday: string;
  notices: NoticeSummary[];
}

export interface ObjectionRow {
  id: string;
  declarationId: string;
  declarantName: string;
  submitterName: string;
  contact: string | null;
  content: string;
  evidence: { id: string; name: string }[];
  status: string;
  resolution: string | null;
  createdAt: string;
}

export interface NoticeDetail extends NoticeSummary {
  unitName: string;
  declarations: {
    id: string;
    version: number;
    staffName: string;
    employeeNo: string;
    titleName: string;
    status: string;
  }[];
  objections: ObjectionRow[];
}

export const objectionSchema = z.object({
  declarationId: idSchema,
  content: required(2000, "unit.objectionContentRequired"),
  contact: text(100).optional(),
  evidenceFileIds: z.array(idSchema).max(10).default([]),
});
export type ObjectionBody = z.input<typeof objectionSchema>;

/** unit/writeBackDismissedSuggestions: the unit dismisses an objection, its reply written back to it. */
export const dismissObjectionSchema = z.object({
  objectionId: idSchema,
  resolution: required(1000, "unit.resolutionRequired"),
});

/** The leader upholds an objection: the declaration goes back to its declarant, or is rejected. */
export const upholdObjectionSchema = z.object({
  objectionId: idSchema,
  outcome: z.enum(["RETURN", "REJECT"], m("unit.outcomeRequired")),
  resolution: required(1000, "unit.resolutionRequired"),
  version,
});

// ---------------------------------------------------------------------------------------------------------------
// Recommendation within quota

export const recommendListQuerySchema = z.object({ projectTimeId: idSchema.optional() });

/** A declaration awaiting the recommendation, with the unit's draft. */
export interface RecommendRow
  extends Pick<
    UnitDeclarationRow,
    | "id"
    | "version"
    | "staffName"
    | "employeeNo"
    | "titleName"
    | "titleNameEn"
    | "level"
    | "trackCode"
    | "status"
    | "precheck"
    | "quotaExempt"
  > {
  /** the saved draft */
  rank: number | null;
  recommend: boolean;
  remark: string | null;
}

export interface RecommendList {
  projectTimeId: string;
  rows: RecommendRow[];
  quotas: QuotaUse[];
  savedAt: string | null;
}

export const saveRecommendSchema = z.object({
  projectTimeId: idSchema.optional(),
  rows: z
    .array(
      z.object({
        declarationId: idSchema,
        rank: z.number().int().min(1).max(9999).nullable(),
        recommend: z.boolean(),
        remark: text(200).nullish(),
      }),
    )
    .max(2000),
});
export type SaveRecommendBody = z.infer<typeof saveRecommendSchema>;

export const submitRecommendSchema = z.object({ projectTimeId: idSchema.optional() });

export interface SubmitRecommendReply {
  recommended: number;
  notRecommended: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Counts (DeclareCount, UserDeclareCountNew)

export const countQuerySchema = z.object({ projectTimeId: idSchema.optional() });

export interface DeclareCountRow {
  titleId: string;
  titleName: string;
  titleNameEn: string;
  level: string;
  /** by state */
  counts: Partial<Record<string, number>>;
  total: number;
}

export interface UserDeclareCount {
  byStatus: { status: string; count: number }[];
  byLevel: { level: string; count: number }[];
  bySeries: { seriesCode: string; name: string; nameEn: string; count: number }[];
  byGender: { gender: string; count: number }[];
  total: number;
}

export const countDetailQuerySchema = pageQuerySchema.partial({ page: true, limit: true }).extend({
  projectTimeId: idSchema.optional(),
  titleId: idSchema.optional(),
  status: declarationStateSchema.optional(),
  level: text(32).optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// The register reported to personnel (zcjzc: 职称晋升申报名册)

export const REGISTER_STATUSES = ["DRAFT", "SUBMITTED", "RETURNED"] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

export const registerQuerySchema = pageQuerySchema.partial({ page: true, limit: true }).extend({
  projectTimeId: idSchema.optional(),
  /** personnel: one unit's register */
  unitId: idSchema.optional(),
  status: z.enum(REGISTER_STATUSES).optional(),
});
export const registerBatchSchema = z.object({ projectTimeId: idSchema.optional() });
export const addRegisterSchema = z.object({
  projectTimeId: idSchema.optional(),
  /** absent: every recommended declaration of the unit not on the register yet */
  declarationIds: z.array(idSchema).max(500).optional(),
});
export const registerEntryRefSchema = z.object({ id: idSchema });
export const registerReturnSchema = z.object({
  id: idSchema,
  reason: required(500, "unit.registerReturnReasonRequired"),
});

/** One row of the register: the declarant as reported. */
export interface RegisterEntryData {
  staffName: string;
  employeeNo: string;
  gender: string | null;
  currentTitle: string | null;
  titleName: string;
  titleNameEn: string;
  level: string;
  trackCode: string;
  unitRank: number | null;
  quotaExempt: boolean;
  status: string;
}

export interface RegisterEntry {
  id: string;
  declarationId: string;
  data: RegisterEntryData;
  problems: { key: string; values?: Record<string, string> }[];
  /** the problems in the caller's language */
  problemTexts: string[];
}

export interface RegisterRow {
  id: string;
  unitId: string;
  unitName: string;
  status: RegisterStatus;
  submittedAt: string | null;
  submittedBy: string | null;
  returnReason: string | null;
  returnedAt: string | null;
  entries: number;
  problems: number;
}

/** The unit's register with its rows; personnel see every unit's registers. */
export interface RegisterPage {
  projectTimeId: string;
  registers: RegisterRow[];
  /** the caller's own unit's register rows (a unit), or the chosen unit's (personnel) */
  entries: RegisterEntry[];
  total: number;
  /** recommended declarations of the unit not on the register yet */
  addable: number;
}
