/**
 * Special-track applications (/ApplicationReview): a staff member's application for a named list (talents, kyry,
 * tpUser) or for exceptional promotion, its allocation to a reviewer (every change logged) and its one decision
 * (append-only). An approved application takes its track's effects: a named-list entry, or the approval the
 * declaration's method check reads.
 */
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const specialApplications = pgTable(
  "special_applications",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    /** null: every batch (an entry added to a named list for every batch) */
    projectTimeId: text("project_time_id"),
    staffId: text("staff_id").notNull(),
    /** the staff member's account, when they have one: their inbox hears every event */
    applicantUserId: text("applicant_user_id"),
    /** talents | kyry | tpUser | exceptional */
    track: text("track").notNull(),
    level: text("level"),
    grounds: text("grounds").notNull(),
    evidenceFileIds: jsonb("evidence_file_ids").$type<string[]>().notNull().default([]),
    /** SELF | PERSONNEL | NAMED_LIST */
    source: text("source").notNull(),
    /** the named-list entry under review, for an application opened by a pending entry */
    namedListId: text("named_list_id"),
    filedBy: text("filed_by").notNull(),
    /** SUBMITTED | ASSIGNED | APPROVED | REJECTED */
    status: text("status").notNull().default("SUBMITTED"),
    reviewerUserId: text("reviewer_user_id"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** raised by every allocation and the decision: a decision names the version its reviewer saw */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // one open application per staff member, track and batch
    uniqueIndex("special_applications_open")
      .on(t.tenantId, t.staffId, t.track, sql`coalesce(${t.projectTimeId}, '')`)
      .where(sql`${t.status} in ('SUBMITTED', 'ASSIGNED')`),
    index("special_applications_batch").on(t.tenantId, t.projectTimeId, t.status),
    index("special_applications_reviewer").on(t.reviewerUserId, t.status),
    index("special_applications_named_list").on(t.namedListId),
  ],
);

/** Append-only: every (re)allocation of an application. */
export const specialApplicationAssignmentLog = pgTable(
  "special_application_assignment_log",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    tenantId: text("tenant_id").notNull(),
    applicationId: text("application_id").notNull(),
    fromReviewerId: text("from_reviewer_id"),
    toReviewerId: text("to_reviewer_id").notNull(),
    byUserId: text("by_user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("special_application_assignment_log_application").on(t.applicationId, t.seq)],
);

/** Append-only: the decision on an application; one per application, so two deciders give one decision. */
export const specialApplicationDecisions = pgTable(
  "special_application_decisions",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull().unique(),
    tenantId: text("tenant_id").notNull(),
    applicationId: text("application_id").notNull(),
    /** APPROVED | REJECTED */
    decision: text("decision").notNull(),
    reason: text("reason"),
    reviewerId: text("reviewer_id").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    /** the application's version decided */
    applicationVersion: integer("application_version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("special_application_decisions_once").on(t.applicationId)],
);
