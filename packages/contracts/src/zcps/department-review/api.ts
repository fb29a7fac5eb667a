import { z } from "zod";
import { idSchema, pageQuerySchema } from "../../validation";
import { DEPARTMENT_PAGE_CODES } from "./material-pages";

/**
 * Department verification (stage 3) on the wire: the department's overview and counts, the assignment of items to
 * reviewers, the reviewer's queue and verdicts, the histories, and appeals against a verdict.
 */

export { DEPART_API } from "./api-paths";

/** What a reviewer decides on one item. */
export const VERDICTS = ["VERIFIED", "NOT_RECOGNIZED", "RETURNED"] as const;
export type Verdict = (typeof VERDICTS)[number];
/** Every verdict row's kind: the three decisions and an appeal's overturning. */
export type VerdictKind = Verdict | "OVERTURNED";
export const VERIFY_STATUSES = ["PENDING", "VERIFIED", "NOT_RECOGNIZED", "RETURNED"] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];
export const TASK_STATUSES = ["OPEN", "CLOSED", "RETURNED", "CANCELLED"] as const;
export const APPEAL_STATUSES = ["OPEN", "UPHELD", "OVERTURNED"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ["UPHELD", "OVERTURNED"] as const;

export const departmentPageSchema = z.enum(DEPARTMENT_PAGE_CODES, "depart.pageUnknown");
const text = (max: number) => z.string().trim().max(max);

/** A queue's filter: what is still to decide, what is decided, or both. */
export const QUEUE_FILTERS = ["PENDING", "DECIDED", "ALL"] as const;

export const queueQuerySchema = pageQuerySchema.extend({
  type: departmentPageSchema,
  status: z.enum(QUEUE_FILTERS).default("PENDING"),
  keyword: text(50).optional(),
  /** one batch only (every batch with open tasks when absent) */
  projectTimeId: idSchema.optional(),
});

export const checkContQuerySchema = z.object({ itemId: idSchema });

export const branchCountQuerySchema = z.object({ projectTimeId: idSchema.optional() });

/** The assigner's list: every item of one page in the department's open tasks, assigned or not. */
export const assignListQuerySchema = pageQuerySchema.extend({
  type: departmentPageSchema,
  assigned: z.enum(["yes", "no", "all"]).default("all"),
  keyword: text(50).optional(),
  projectTimeId: idSchema.optional(),
});

export const assignSchema = z.object({
  itemIds: z.array(idSchema).min(1, "depart.nothingChosen").max(500),
  reviewerId: idSchema,
});

export const assignEvenlySchema = z.object({
  type: departmentPageSchema,
  reviewerIds: z.array(idSchema).min(1, "depart.noReviewers").max(100),
  projectTimeId: idSchema.optional(),
});

export const reclassificationSchema = z.object({
  field: z.string().trim().min(1).max(64),
  before: z.unknown(),
  after: z.unknown(),
});

const verdictFields = {
  verdict: z.enum(VERDICTS, "depart.verdictInvalid"),
  reason: text(500).optional(),
};

/** NOT_RECOGNIZED needs a reason, RETURNED a comment (both in `reason`). */
function reasonGiven(value: { verdict: Verdict; reason?: string }, ctx: z.RefinementCtx) {
  if (value.verdict === "VERIFIED" || (value.reason ?? "").length > 0) return;
  ctx.addIssue({
    code: "custom",
    path: ["reason"],
    message: value.verdict === "RETURNED" ? "depart.commentRequired" : "depart.reasonRequired",
  });
}

export const verdictSchema = z
  .object({
    itemId: idSchema,
    /** the item's version the reviewer saw */
    version: z.number().int().min(1),
    ...verdictFields,
    reclassification: reclassificationSchema.optional(),
  })
  .superRefine(reasonGiven);

export const bulkVerdictSchema = z
  .object({
    items: z
      .array(z.object({ itemId: idSchema, version: z.number().int().min(1) }))
      .min(1, "depart.nothingChosen")
      .max(200),
    ...verdictFields,
  })
  .superRefine(reasonGiven);

export const historyQuerySchema = pageQuerySchema.extend({ type: departmentPageSchema.optional() });

export const myVerdictsQuerySchema = z.object({ declarationId: idSchema });

export const appealFileSchema = z.object({
  itemId: idSchema,
  reason: z.string().trim().min(1, "depart.appealReasonRequired").max(1000),
  evidenceFileIds: z.array(idSchema).max(10).default([]),
});

export const appealListSchema = pageQuerySchema.extend({ status: z.enum(APPEAL_STATUSES).optional() });

export const appealGetQuerySchema = z.object({ id: idSchema });

export const checkReplySchema = z.object({
  id: idSchema,
  outcome: z.enum(APPEAL_OUTCOMES, "depart.outcomeInvalid"),
  reply: z.string().trim().min(1, "depart.replyRequired").max(1000),
});

// ---------------------------------------------------------------------------------------------------------------
// Replies

/** Who declared, as a department sees it: identity and unit only. */
export interface DeclarantIdentity {
  declarationId: string;
  declarantName: string;
  employeeNo: string;
  unitName: string | null;
  unitNameEn: string | null;
}

/** Another declarant claiming the same record (same DOI, patent, project or certificate number). */
export interface DuplicateClaim {
  itemId: string;
  declarationId: string;
  declarantName: string;
  unitName: string | null;
  unitNameEn: string | null;
}

export interface QueueRow extends DeclarantIdentity {
  itemId: string;
  materialType: string;
  payload: Record<string, unknown>;
  verifyStatus: VerifyStatus;
  verifyComment: string | null;
  version: number;
  /** false: nobody is assigned yet, any reviewer of the department may decide it */
  assignedToMe: boolean;
  round: number;
  supplementary: boolean;
  duplicates: number;
}

export interface AttachmentRef {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export interface VerdictRow {
  id: string;
  itemId: string;
  declarationId: string;
  /** in the department's history */
  declarantName?: string;
  materialType: string;
  verdict: VerdictKind;
  reason: string | null;
  reclassification: { field: string; before: unknown; after: unknown } | null;
  reviewerName: string;
  itemVersion: number;
  createdAt: string;
}

export interface CheckContent {
  declarant: DeclarantIdentity;
  item: QueueRow & {
    source: string;
    attachments: AttachmentRef[];
    duplicateClaims: DuplicateClaim[];
    history: VerdictRow[];
    appeal: AppealRow | null;
    /** a later stage's request that the department check this item again, while it waits for the new verdict */
    recheck: RecheckRequest | null;
  };
}

/** What a later stage (the formal audit, the synthesis review) asked the department to check again, by whom. */
export interface RecheckRequest {
  comment: string;
  actorName: string | null;
  stage: string;
  createdAt: string;
}

export interface BranchCount {
  code: string;
  materialTypes: string[];
  total: number;
  assigned: number;
  decided: number;
  returned: number;
}

export interface AssignRow extends DeclarantIdentity {
  itemId: string;
  materialType: string;
  payload: Record<string, unknown>;
  verifyStatus: VerifyStatus;
  reviewerId: string | null;
  reviewerName: string | null;
  round: number;
}

export interface ReviewerRow {
  userId: string;
  name: string;
  assigned: number;
  decided: number;
}

export interface AssignLogRow {
  seq: number;
  itemId: string;
  declarationId: string;
  declarantName: string;
  materialType: string;
  fromReviewer: string | null;
  toReviewer: string;
  byUser: string;
  createdAt: string;
}

export interface VerdictOutcome {
  itemId: string;
  verifyStatus: VerifyStatus;
  version: number;
  /** the department's task after the verdict: CLOSED or RETURNED once every item is decided */
  taskStatus: string;
  /** the declaration's state after the verdict (it moves on when every department is done) */
  declarationStatus: string;
}

export interface AppealRow extends DeclarantIdentity {
  id: string;
  itemId: string;
  materialType: string;
  reason: string;
  evidenceFileIds: string[];
  status: AppealStatus;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  /** the verdict appealed against */
  verdictReason: string | null;
}

/** The declarant's items a department did not recognise, with their appeal if one was filed. */
export interface MyVerdictRow {
  itemId: string;
  materialType: string;
  payload: Record<string, unknown>;
  verifyStatus: VerifyStatus;
  /** the reason the department gave for not recognising it, kept when an appeal overturns the verdict */
  verifyComment: string | null;
  appeal: { id: string; status: AppealStatus; reply: string | null } | null;
}
