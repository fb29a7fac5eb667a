import { z } from "zod";
import { idSchema, pageQuerySchema } from "../../validation";
import { departmentPageSchema, QUEUE_FILTERS, VERDICTS } from "./api";

/**
 * The /bcsh and /bbccksh pages beyond the per-type ones: the supplementary review (items of rounds reopened after a
 * return) and its outcomes, the supervision of the departments' work with reminders, the count form per department
 * and material page, and the statistics of the declarants under verification.
 */

const text = (max: number) => z.string().trim().max(max);

/** The reviewer's supplementary queue: items of supplementary rounds, every material page unless one is named. */
export const supplementaryQueueQuerySchema = pageQuerySchema.extend({
  type: departmentPageSchema.optional(),
  status: z.enum(QUEUE_FILTERS).default("PENDING"),
  keyword: text(50).optional(),
  projectTimeId: idSchema.optional(),
});

/** The outcomes of supplementary rounds: verdicts given in a round after the first. */
export const supplementaryResultsQuerySchema = pageQuerySchema.extend({
  type: departmentPageSchema.optional(),
  verdict: z.enum(VERDICTS, "depart.verdictInvalid").optional(),
  keyword: text(50).optional(),
  projectTimeId: idSchema.optional(),
});

/** One batch (the current one when absent); the school's readers may name one department. */
export const batchScopeQuerySchema = z.object({
  projectTimeId: idSchema.optional(),
  departId: idSchema.optional(),
});

export const exportQuerySchema = batchScopeQuerySchema.extend({ lang: z.enum(["zh", "en"]).default("zh") });

export const remindSchema = z.object({
  reviewerId: idSchema,
  projectTimeId: idSchema.optional(),
});

/** How long a reminder to the same reviewer holds off the next one. */
export const REMINDER_INTERVAL_MINUTES = 60;

// ---------------------------------------------------------------------------------------------------------------
// Replies

/** A verdict of a round after the first, with the round it closed. */
export interface SupplementaryResultRow {
  id: string;
  itemId: string;
  declarationId: string;
  declarantName: string;
  employeeNo: string;
  unitName: string | null;
  unitNameEn: string | null;
  materialType: string;
  /** 2 for the first supplementary round */
  round: number;
  verdict: (typeof VERDICTS)[number];
  reason: string | null;
  reviewerName: string;
  createdAt: string;
}

/** Item figures: every count is of items of the department's tasks in the batch. */
export interface ItemFigures {
  total: number;
  assigned: number;
  decided: number;
  pending: number;
  verified: number;
  returned: number;
  notRecognized: number;
  overdue: number;
}

export interface DepartmentProgress extends ItemFigures {
  departId: string;
  name: string;
  nameEn: string;
  tasksOpen: number;
  tasksClosed: number;
}

export interface ReviewerProgress extends ItemFigures {
  departId: string;
  reviewerId: string;
  name: string;
  /** when this reviewer was last reminded (by anyone), or null */
  remindedAt: string | null;
}

/** An item assigned and undecided for longer than the batch allows (working days on the tenant's calendar). */
export interface OverdueRow {
  itemId: string;
  declarationId: string;
  declarantName: string;
  materialType: string;
  departId: string;
  departName: string;
  departNameEn: string;
  reviewerId: string;
  reviewerName: string;
  /** the day the reviewer got the item (the later of the assignment and the round's opening) */
  since: string;
  /** the last working day the item was due */
  dueDate: string;
  round: number;
}

export interface Supervision {
  projectTimeId: string;
  /** working days a reviewer has for an item (system setting departmentReviewDays) */
  reviewDays: number;
  today: string;
  /** false: the caller sees their own department only */
  allDepartments: boolean;
  departments: DepartmentProgress[];
  reviewers: ReviewerProgress[];
  overdue: OverdueRow[];
}

export interface RemindOutcome {
  reviewerId: string;
  pending: number;
  overdue: number;
  remindedAt: string;
}

/** One cell of the count form: a department's items of one material page. */
export interface CountFormRow {
  departId: string;
  departName: string;
  departNameEn: string;
  /** the material page's code (DEPARTMENT_PAGES) */
  page: string;
  total: number;
  verified: number;
  notRecognized: number;
  returned: number;
  pending: number;
  appealsOpen: number;
  appealsUpheld: number;
  appealsOverturned: number;
}

export type CountFigures = Omit<CountFormRow, "departId" | "departName" | "departNameEn" | "page">;

export interface CountForm {
  projectTimeId: string;
  rows: CountFormRow[];
  totals: CountFigures;
}

/** The declarants whose declarations the departments verify in the batch. */
export interface DepartmentDeclarantCount {
  projectTimeId: string;
  total: number;
  byState: { status: string; count: number }[];
  byLevel: { level: string; count: number }[];
  /** per department: its declarants and the verdict mix of their items */
  byDepartment: {
    departId: string;
    name: string;
    nameEn: string;
    declarants: number;
    verified: number;
    notRecognized: number;
    returned: number;
    pending: number;
  }[];
}

/** An evidence file the declarant uploaded for an appeal. */
export interface EvidenceRef {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export const appealEvidenceQuerySchema = z.object({ id: idSchema, fileId: idSchema });
