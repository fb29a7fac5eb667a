import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, pageQuerySchema } from "../../validation";
import type { Bilingual } from "../catalogue/catalogue";
import { NAMED_LIST_LEVELS, type NamedListType } from "../staff/api";

/**
 * Special-track applications (/ApplicationReview) on the wire: a staff member applies for a track that changes how
 * they may declare (a named list, or exceptional promotion) before the pipeline; personnel allocate applications to
 * reviewers, a reviewer approves or rejects with a reason, and an approved application takes its track's effects.
 */

export { APPLICATION_API } from "./api-paths";

/** The named lists (talents, kyry, tpUser) and exceptional promotion (破格, the declaration method EXCEPTIONAL). */
export const APPLICATION_TRACKS = ["talents", "kyry", "tpUser", "exceptional"] as const;
export type ApplicationTrack = (typeof APPLICATION_TRACKS)[number];

/** The tracks whose approval writes the staff member's named-list entry. */
export const NAMED_LIST_TRACKS: readonly ApplicationTrack[] = ["talents", "kyry", "tpUser"];
export const namedListOfTrack = (track: ApplicationTrack): NamedListType | null =>
  track === "exceptional" ? null : track;

export const APPLICATION_TRACK_LABELS: Readonly<Record<ApplicationTrack, Bilingual>> = {
  talents: { zh: "国家级/省级人才", en: "National or provincial talent" },
  kyry: { zh: "抗疫一线人员", en: "Epidemic-fighting staff" },
  tpUser: { zh: "特聘人员", en: "Special appointment" },
  exceptional: { zh: "破格申报", en: "Exceptional promotion" },
};

/** SUBMITTED → ASSIGNED (to a reviewer) → APPROVED | REJECTED. */
export const APPLICATION_STATUSES = ["SUBMITTED", "ASSIGNED", "APPROVED", "REJECTED"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["SUBMITTED", "ASSIGNED"];

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, Bilingual>> = {
  SUBMITTED: { zh: "待分配", en: "Awaiting allocation" },
  ASSIGNED: { zh: "审核中", en: "Under review" },
  APPROVED: { zh: "已通过", en: "Approved" },
  REJECTED: { zh: "未通过", en: "Rejected" },
};

export const APPLICATION_DECISIONS = ["APPROVED", "REJECTED"] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** Who filed it: the staff member themself, personnel on their behalf, or an entry added to a reviewed named list. */
export const APPLICATION_SOURCES = ["SELF", "PERSONNEL", "NAMED_LIST"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const APPLICATION_SOURCE_LABELS: Readonly<Record<ApplicationSource, Bilingual>> = {
  SELF: { zh: "本人申请", en: "By the applicant" },
  PERSONNEL: { zh: "人事处代录", en: "Entered by personnel" },
  NAMED_LIST: { zh: "名单登记", en: "Named-list entry" },
};

/** The levels of a named-list track (a talent programme's, an honour's, an appointment's). */
export const APPLICATION_LEVEL_LABELS: Readonly<Record<(typeof NAMED_LIST_LEVELS)[number], Bilingual>> = {
  national: { zh: "国家级", en: "National" },
  provincial: { zh: "省级", en: "Provincial" },
  school: { zh: "校级", en: "University" },
};

/** At most this many evidence files to one application. */
export const APPLICATION_MAX_FILES = 10;

const m = (key: MessageKey) => key;
const keyword = z.string().trim().max(50).optional();

const applicationFields = {
  projectTimeId: z.string(m("application.batchRequired")).trim().min(1, m("application.batchRequired")).max(64),
  track: z.enum(APPLICATION_TRACKS, m("application.trackInvalid")),
  level: z
    .enum(NAMED_LIST_LEVELS, m("application.levelInvalid"))
    .nullish()
    .transform((v) => v ?? null),
  grounds: z
    .string(m("application.groundsRequired"))
    .trim()
    .min(1, m("application.groundsRequired"))
    .max(1000, m("application.groundsTooLong")),
  evidenceFileIds: z.array(idSchema).max(APPLICATION_MAX_FILES, m("application.tooManyFiles")).default([]),
};

/** A staff member's own application (from their home page). */
export const applicationFileSchema = z.object(applicationFields);
export type ApplicationFileInput = z.input<typeof applicationFileSchema>;

/** Personnel enter an application on a staff member's behalf. */
export const applicationEnterSchema = z.object({
  staffId: z.string(m("application.staffRequired")).trim().min(1, m("application.staffRequired")).max(64),
  ...applicationFields,
});
export type ApplicationEnterInput = z.input<typeof applicationEnterSchema>;

/** AuditAssignment: every application of the tenant, filtered. */
export const applicationListQuerySchema = pageQuerySchema.extend({
  projectTimeId: idSchema.optional(),
  track: z.enum(APPLICATION_TRACKS, m("application.trackInvalid")).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  reviewerId: idSchema.optional(),
  keyword,
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/** MaterialsReview: what is still to decide, what I decided, or both. */
export const APPLICATION_QUEUE_FILTERS = ["PENDING", "DECIDED", "ALL"] as const;
export const applicationQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPLICATION_QUEUE_FILTERS).default("PENDING"),
  track: z.enum(APPLICATION_TRACKS, m("application.trackInvalid")).optional(),
  keyword,
});
export type ApplicationQueueQuery = z.input<typeof applicationQueueQuerySchema>;

export const applicationIdQuerySchema = z.object({ id: idSchema });
export const applicationEvidenceQuerySchema = z.object({ applicationId: idSchema, fileId: idSchema });
export const applicationBatchQuerySchema = z.object({ projectTimeId: idSchema.optional() });
export const applicationExportQuerySchema = applicationBatchQuerySchema.extend({
  lang: z.enum(["zh", "en"]).default("zh"),
});
export const staffOptionsQuerySchema = z.object({ keyword });

export const applicationAssignSchema = z.object({
  applicationIds: z.array(idSchema).min(1, m("application.nothingChosen")).max(500),
  reviewerId: z.string(m("application.reviewerRequired")).min(1, m("application.reviewerRequired")).max(64),
});

export const applicationAssignEvenlySchema = z.object({
  reviewerIds: z.array(idSchema).min(1, m("application.noReviewers")).max(100),
  projectTimeId: idSchema.optional(),
  track: z.enum(APPLICATION_TRACKS, m("application.trackInvalid")).optional(),
});

/** A reviewer's decision on the version of the application they saw; a rejection needs its reason. */
export const applicationDecideSchema = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    decision: z.enum(APPLICATION_DECISIONS, m("application.decisionInvalid")),
    reason: z.string().trim().max(1000, m("application.reasonTooLong")).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "REJECTED" && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: m("application.reasonRequired") });
  });
export type ApplicationDecideInput = z.input<typeof applicationDecideSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Replies

export interface ApplicationEvidenceRef {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export interface ApplicationRow {
  id: string;
  staffId: string;
  employeeNo: string;
  applicantName: string;
  unitName: string | null;
  unitNameEn: string | null;
  /** null: every batch (an entry added to a named list for every batch) */
  projectTimeId: string | null;
  batchName: string | null;
  batchNameEn: string | null;
  track: ApplicationTrack;
  level: string | null;
  grounds: string;
  source: ApplicationSource;
  status: ApplicationStatus;
  /** the reviewer it is allocated to (null for the applicant, who does not see who reviews) */
  reviewerId: string | null;
  reviewerName: string | null;
  /** the version a decision must name: every allocation raises it */
  version: number;
  evidenceCount: number;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** One event of an application's history, oldest first. */
export interface ApplicationEvent {
  kind: "FILED" | "ASSIGNED" | "APPROVED" | "REJECTED";
  at: string;
  byName: string;
  /** an allocation: to whom (and from whom, when it moved) */
  toName?: string;
  fromName?: string | null;
  reason?: string | null;
}

export interface ApplicationDetail extends ApplicationRow {
  filedByName: string;
  evidence: ApplicationEvidenceRef[];
  history: ApplicationEvent[];
}

/** A reviewer one may allocate to, with their load. */
export interface ApplicationReviewer {
  userId: string;
  name: string;
  /** allocated and not yet decided */
  open: number;
  decided: number;
}

/** AuditAssignment's progress: applications by status and the reviewers' loads, in one batch (or all). */
export interface ApplicationProgress {
  counts: Record<ApplicationStatus, number>;
  reviewers: ApplicationReviewer[];
}

export type ApplicationCounts = Record<ApplicationStatus, number> & { total: number };

/** AuditStatistics: applications by track × status, and per reviewer. */
export interface ApplicationStatistics {
  projectTimeId: string | null;
  byTrack: ({ track: ApplicationTrack } & ApplicationCounts)[];
  byReviewer: { userId: string; name: string; open: number; approved: number; rejected: number; total: number }[];
  totals: ApplicationCounts;
}

export interface ApplicationBatch {
  id: string;
  name: string;
  nameEn: string | null;
}

export interface ApplicationStaffOption {
  id: string;
  employeeNo: string;
  name: string;
  unitName: string | null;
  unitNameEn: string | null;
}
