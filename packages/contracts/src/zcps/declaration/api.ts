import { z } from "zod";
import { idSchema } from "../../validation";
import type { PrecheckVerdict } from "../eligibility/verdict";
import type { ReturnNote } from "../machine/events";

/**
 * The declarant's journey on the wire: may I declare (checkUser), my declarations, the editor's sections and items,
 * attachments, the pre-check and the workflow calls (submit, withdraw, resubmit, return, transition).
 */

export const DECLARE_API = "/api/zcps-sh/userCenter";

/** Attachments: what the editor accepts (the server sniffs the bytes; the declared type is not trusted). */
export const ATTACHMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const ATTACHMENT_DEFAULT_MAX_MB = 10;

const id = idSchema;
const version = z.coerce.number().int().min(1);

export const declarationIdParams = z.object({ id });
export const itemIdParams = z.object({ itemId: id });
export const attachmentIdParams = z.object({ attachmentId: id });

export const declarationChoiceSchema = z.object({
  projectTimeId: id,
  titleId: id,
  trackCode: z.string().max(64).default(""),
  method: z.string().min(1).max(32).default("NORMAL"),
});
export type DeclarationChoice = z.infer<typeof declarationChoiceSchema>;
/** A draft may change its title, track and method; the batch stays (its directory shaped the imported items). */
export const declarationChoiceUpdateSchema = declarationChoiceSchema.omit({ projectTimeId: true });

export const itemInputSchema = z.object({
  materialType: z.string().min(1).max(64),
  payload: z.record(z.string(), z.unknown()),
});
export const itemUpdateSchema = z.object({ payload: z.record(z.string(), z.unknown()) });

export const itemOrderSchema = z.object({
  materialType: z.string().min(1).max(64),
  itemIds: z.array(id).max(500),
});

/** The representative works in their order (an empty list clears the marks). */
export const representativesSchema = z.object({ itemIds: z.array(id).max(20) });

export const versionBodySchema = z.object({ version });

export const findTableBodySchema = z.object({ declarationId: id });
export const findDataBodySchema = z.object({ declarationId: id, materialType: z.string().min(1).max(64) });
export const findCheckLogQuerySchema = z.object({ declarationId: id });

export const RETURN_TARGETS = ["DECLARANT", "UNIT", "DEPARTMENT"] as const;

export const returnAuditBodySchema = z.object({
  declarationId: id,
  version,
  comment: z.string().trim().min(1, "declare.commentRequired").max(1000),
  itemIds: z.array(id).max(500).optional(),
  materialTypes: z.array(z.string().max(64)).max(64).optional(),
  target: z.enum(RETURN_TARGETS).optional(),
  departIds: z.array(id).max(32).optional(),
});
export type ReturnAuditBody = z.infer<typeof returnAuditBodySchema>;

/**
 * A generic transition: `event` is a DeclarationEvent type of the state machine; the other fields are the event's
 * own (comment, reason, itemIds...), passed through to the machine, which validates what each event needs.
 */
export const transitionBodySchema = z
  .object({
    event: z.string().min(1).max(64),
    version,
  })
  .catchall(z.unknown());

// -------------------------------------------------------------------------------------------------------------
// Replies

export interface Option {
  value: string;
  label: string;
}

export interface AllowedTitle {
  titleId: string;
  titleName: string;
  seriesCode: string;
  level: string;
  tracks: Option[];
  methods: Option[];
}

export interface OpenBatch {
  id: string;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  titles: AllowedTitle[];
}

export interface DeclarationSummary {
  id: string;
  projectTimeId: string;
  batchName: string;
  titleId: string;
  titleName: string;
  level: string;
  trackCode: string;
  trackName: string;
  method: string;
  methodName: string;
  status: string;
  statusName: string;
  version: number;
  submittedAt: string | null;
  updatedAt: string;
}

export interface CheckUserReply {
  /** false when the caller has no staff record: nothing else is filled then */
  canDeclare: boolean;
  reason: string | null;
  staff: StaffHeader | null;
  batches: OpenBatch[];
  declarations: DeclarationSummary[];
}

export interface StaffHeader {
  id: string;
  userId: string | null;
  employeeNo: string;
  name: string;
  sex: string | null;
  birthDate: string | null;
  unitId: string | null;
  unitName: string | null;
  postType: string | null;
  postGrade: string | null;
  currentTitleName: string | null;
  currentTitleDate: string | null;
  education: string | null;
  degree: string | null;
  disciplineCode: string | null;
  hireDate: string | null;
}

/** One step the declarant should take next, as a message key with its figures. */
export interface NextStep {
  key: string;
  values?: Record<string, string | number>;
}

export interface ReturnScope {
  itemIds?: string[];
  materialTypes?: string[];
  departIds?: string[];
  comment?: string;
  /** an itemised return's comments with their material types, named in the reader's language */
  notes?: ReturnNote[];
}

export interface DeclarationDetail extends DeclarationSummary {
  staffId: string;
  userId: string;
  unitId: string | null;
  seriesCode: string;
  returnedFrom: string | null;
  returnScope: ReturnScope | null;
  pledgeSignedAt: string | null;
  windowOpen: boolean;
  windowEndsAt: string | null;
  /** the workflow events the caller may fire now (buttons) */
  allowedEvents: string[];
  /** true when the caller may change items now (DRAFT, or RETURNED within the return scope) */
  editable: boolean;
  /** representative works: how many may be marked */
  representativeLimit: number;
  nextSteps: NextStep[];
  isOwner: boolean;
  /** the items marked as representative works, in order */
  representatives: { id: string; materialType: string; summary: string; order: number }[];
}

export interface SectionRow {
  materialType: string;
  label: string;
  required: boolean;
  maxItems: number | null;
  single: boolean;
  importable: boolean;
  representativeAllowed: boolean;
  count: number;
  filled: boolean;
  /** the return scope names this section or one of its items */
  returned: boolean;
  /** the caller may add items to it now (returned items of a locked section are editable one by one) */
  editable: boolean;
}

export interface AttachmentRow {
  id: string;
  itemId: string | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  createdAt: string;
}

export interface ItemRow {
  id: string;
  materialType: string;
  payload: Record<string, unknown>;
  summary: string;
  source: string;
  isRepresentative: boolean;
  representativeOrder: number | null;
  orderNum: number;
  verifyStatus: string;
  /** the return scope names this item (or its whole section) */
  returned: boolean;
  editable: boolean;
  attachments: AttachmentRow[];
}

export interface CheckLogRow {
  id: string;
  event: string;
  eventName: string;
  fromStatus: string;
  toStatus: string;
  toStatusName: string;
  actorName: string | null;
  actorRole: string;
  comment: string | null;
  /** a department's return: each item's comment with its material type, to name in the reader's language */
  notes: ReturnNote[] | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  /** the conditions a decision names as failing (an ineligibility), in the caller's language */
  failedRules: string[];
  createdAt: string;
}

export interface PrecheckRule {
  id: string;
  pass: boolean;
  text: string;
  actual: number | string | boolean | null;
  /** the figure as a person reads it ("是", "博士", "7 年"); null where a figure means nothing */
  shown: string | null;
  expected: string;
  /** a gate condition: failing it blocks the submit; the others are advisory */
  hard: boolean;
  depth: number;
}

export interface PrecheckReply {
  /** null when the batch has no requirement for this title */
  requirementId: string | null;
  requirementVersion: number | null;
  requirementText: string | null;
  /** the one verdict (eligibility/verdict.ts), the same the unit later sees */
  verdict: PrecheckVerdict;
  /** the verdict is PASS and no required section is empty */
  pass: boolean;
  rules: PrecheckRule[];
  /** required sections of the directory still empty */
  missingSections: { materialType: string; label: string }[];
  evaluatedAt: string;
}

export interface TransitionReply {
  id: string;
  status: string;
  version: number;
  returnedFrom: string | null;
}
