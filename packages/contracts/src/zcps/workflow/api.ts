import { z } from "zod";
import type { MessageKey } from "../../messages";
import { pageQuerySchema } from "../../validation";
import { declarationMessages } from "../declaration/messages";
import { DECLARATION_STATES, type DeclarationState, declarationStateSchema, type ReturnNote } from "../machine/index";
import { NAMED_LIST_TYPES, type NamedListType } from "../staff/api";

/**
 * The workflow pages on the wire: the declarations list (declareUser), data corrections (errorCorrection and
 * personErrorCorrection), the inbox (messageCenter) and the review lookups under /api/zcps-sh/sys.
 */

const m = (key: MessageKey) => key;
const idSchema = z.string().trim().min(1).max(64);
const code = z.string().trim().max(64);

/** How the declarations list and the timeline name each declaration state: the machine's own labels (decl.state.*). */
export const DECLARATION_STATE_LABELS = Object.fromEntries(
  DECLARATION_STATES.map((state) => {
    const key = `decl.state.${state}` as const;
    return [state, { zh: declarationMessages.zh[key], en: declarationMessages.en[key] }];
  }),
) as Record<DeclarationState, { zh: string; en: string }>;

// ---------------------------------------------------------------------------------------------------------------
// declareUser

export const declarationFilterSchema = z.object({
  /** the batch; the current project's first enabled batch when absent */
  projectTimeId: idSchema.optional(),
  unitId: idSchema.optional(),
  seriesCode: code.optional(),
  titleId: idSchema.optional(),
  level: code.optional(),
  trackCode: code.optional(),
  method: code.optional(),
  status: declarationStateSchema.optional(),
  /** the declarant's name or employee number (contains) */
  keyword: z.string().trim().max(50).optional(),
  /** declarants with an approved entry on this named list, valid in the batch */
  namedList: z.enum(NAMED_LIST_TYPES).optional(),
});
export type DeclarationFilter = z.infer<typeof declarationFilterSchema>;

export const declarationPageQuerySchema = pageQuerySchema.extend(declarationFilterSchema.shape);

/** One row of the declarations list. */
export interface DeclarationRow {
  id: string;
  staffName: string;
  employeeNo: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string;
  titleNameEn: string;
  level: string;
  trackCode: string;
  trackName: string | null;
  trackNameEn: string | null;
  method: string;
  status: string;
  submittedAt: string | null;
  /** the last eligibility evaluation's verdict; null when never evaluated */
  eligible: boolean | null;
}

export interface NamedOption {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}

/** What the declarations page's batch select and filters offer. */
export interface DeclarationFilterOptions {
  batches: (NamedOption & { enabled: boolean })[];
  /** the batch used when none is chosen */
  defaultBatchId: string | null;
  units: NamedOption[];
  series: NamedOption[];
  titles: (NamedOption & { seriesCode: string; level: string })[];
  tracks: NamedOption[];
  /** true when the caller sees one unit only */
  unitScoped: boolean;
}

export interface DeclarationDetail {
  header: DeclarationRow & {
    projectTimeId: string;
    batchName: string;
    batchNameEn: string | null;
    seriesCode: string;
    returnedFrom: string | null;
    version: number;
    pledgeSignedAt: string | null;
    eligibility: unknown;
    /** the declarant's approved named-list entries valid in this batch */
    namedLists: { listType: NamedListType; level: string | null }[];
    /** what those entries grant, merged: quota exemption, relaxed seniority, a separate review group, no peer review */
    listEffects: { quotaExempt: boolean; seniorityRelaxYears: number; separateGroup: boolean; skipPeerReview: boolean };
  };
  sections: {
    materialType: string;
    items: {
      id: string;
      payload: Record<string, unknown>;
      source: string;
      isRepresentative: boolean;
      representativeOrder: number | null;
      verifyStatus: string;
      verifyComment: string | null;
      attachments: { id: string; name: string; mime: string; size: number }[];
    }[];
  }[];
  decisions: {
    id: string;
    event: string;
    fromStatus: string;
    toStatus: string;
    actorName: string | null;
    actorRole: string;
    reason: string | null;
    comment: string | null;
    /** a department's return: each item's comment with its material type, to name in the reader's language */
    notes: ReturnNote[] | null;
    createdAt: string;
  }[];
}

// ---------------------------------------------------------------------------------------------------------------
// sys calls

export const findDepartQuerySchema = z.object({
  /** departs.type; "office" (review departments) when absent */
  type: z.enum(["school", "unit", "office", "section"]).optional(),
  /** with a material type: only the department that verifies it in the batch */
  materialType: code.optional(),
  projectTimeId: idSchema.optional(),
});

export const findTablesQuerySchema = z.object({
  /** a pipeline stage (UNIT_REVIEW, DEPARTMENT_REVIEW…) or a department id */
  checkType: z.string().trim().min(1).max(64),
  /** for DEPARTMENT_REVIEW: the department whose types are wanted */
  type: z.string().trim().max(64).optional(),
  /** a declarant (user id): counts their items per section */
  userId: z.string().trim().max(64).optional(),
  projectTimeId: idSchema.optional(),
});

export interface MaterialSection {
  materialType: string;
  name: string;
  nameEn: string;
  verifierDepartId: string | null;
  required: string;
  maxItems: number | null;
  /** the declarant's items of this type (only with userId) */
  itemCount?: number;
}

export const declarationRefSchema = z.object({ declarationId: idSchema });

export const setBranchSchema = z.object({
  declarationId: idSchema,
  materialType: z.string().trim().min(1).max(64),
  departId: idSchema,
});

export const sbtjQuerySchema = z.object({ projectTimeId: idSchema.optional() });

export interface DeclarationStatistics {
  projectTimeId: string;
  total: number;
  byStatus: { status: string; count: number }[];
  byUnit: { unitId: string | null; name: string | null; nameEn: string | null; count: number }[];
  byLevel: { level: string; count: number }[];
}

export interface DepartHistoryRow {
  itemId: string;
  materialType: string;
  departId: string | null;
  departName: string | null;
  departNameEn: string | null;
  /** true when setBranch routed this type away from the directory's verifier */
  rerouted: boolean;
  verifyStatus: string;
  verifyComment: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Corrections

export const CORRECTION_STATUSES = ["SUBMITTED", "ACCEPTED", "REJECTED", "WITHDRAWN"] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_LIMITS = { value: 500, reason: 500, response: 500, evidence: 5 } as const;
/** evidence upload size limit (bytes) */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

export const correctionInputSchema = z.object({
  sourceRecordId: z.string(m("v.workflowSourceRequired")).trim().min(1, m("v.workflowSourceRequired")).max(64),
  field: z.string(m("v.workflowFieldRequired")).trim().min(1, m("v.workflowFieldRequired")).max(64),
  proposedValue: z
    .string(m("v.workflowProposedRequired"))
    .trim()
    .min(1, m("v.workflowProposedRequired"))
    .max(CORRECTION_LIMITS.value, m("v.workflowTextTooLong")),
  reason: z
    .string(m("v.workflowReasonRequired"))
    .trim()
    .min(1, m("v.workflowReasonRequired"))
    .max(CORRECTION_LIMITS.reason, m("v.workflowTextTooLong")),
  evidenceFileIds: z.array(z.string().uuid()).max(CORRECTION_LIMITS.evidence).default([]),
});
export type CorrectionInput = z.input<typeof correctionInputSchema>;

export const correctionRejectSchema = z.object({
  response: z
    .string(m("v.workflowReasonRequired"))
    .trim()
    .min(1, m("v.workflowReasonRequired"))
    .max(CORRECTION_LIMITS.response, m("v.workflowTextTooLong")),
});

export const correctionAcceptSchema = z.object({
  response: z.string().trim().max(CORRECTION_LIMITS.response, m("v.workflowTextTooLong")).optional(),
});

export const correctionPageQuerySchema = pageQuerySchema.extend({
  status: z.enum(CORRECTION_STATUSES).optional(),
  materialType: code.optional(),
  /** personnel: one department's requests */
  departId: idSchema.optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const myCorrectionPageQuerySchema = pageQuerySchema.extend({ status: z.enum(CORRECTION_STATUSES).optional() });

export const sourceQuerySchema = z.object({
  /** a declaration item: resolves to the source record it was copied from */
  item: idSchema.optional(),
});

export interface CorrectionRow {
  id: string;
  staffName: string;
  employeeNo: string;
  unitName: string | null;
  unitNameEn: string | null;
  sourceRecordId: string | null;
  sourceRef: string | null;
  materialType: string;
  field: string;
  currentValue: string | null;
  proposedValue: string;
  reason: string;
  evidence: { id: string; name: string; mime: string; size: number }[];
  targetDepartId: string | null;
  targetDepartName: string | null;
  targetDepartNameEn: string | null;
  status: CorrectionStatus;
  handledByName: string | null;
  handledAt: string | null;
  response: string | null;
  createdAt: string;
}

/** One of the caller's imported records, to file a correction against. */
export interface SourceRecordOption {
  id: string;
  materialType: string;
  sourceRef: string;
  source: string;
  payload: Record<string, unknown>;
  version: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Messages

export const messagePageQuerySchema = pageQuerySchema.extend({
  unread: z.enum(["true", "false"]).optional(),
  kind: code.optional(),
});

export interface MessageRow {
  id: string;
  kind: string;
  /** in the caller's language */
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
