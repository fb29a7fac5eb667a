/**
 * Tables of the anonymous peer review (stage 6, reference 4 and 6.4): a batch's review rounds and their settings,
 * the allocation simulations (only their record: seed, parameters, result hash and plan), the declarations a round
 * took (with the anonymous code experts know them by and the frozen snapshot they read), the invitations
 * (assignments) and the experts' opinions, and each expert's identity verification.
 */
import type { PeerRoundSettings } from "@zcps/contracts/zcps/peer-review/api";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const tenantId = () => text("tenant_id").notNull();
const projectTimeId = () => text("project_time_id").notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A review round of a batch: who needs how many experts, reply and review windows, the pass rule, anonymity. */
export const peerRounds = pgTable(
  "peer_rounds",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    settings: jsonb("settings").$type<PeerRoundSettings>().notNull(),
    /** OPEN | CLOSED */
    status: text("status").notNull().default("OPEN"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("peer_rounds_name").on(t.tenantId, t.projectTimeId, t.name)],
);

/**
 * A simulation (模拟分配): its seed and parameters, the hash of its result and the plan itself, so that it can be
 * replayed and submitted as it was shown. SIMULATED → SUBMITTED (once) or DISCARDED.
 */
export const peerSimulations = pgTable(
  "peer_simulations",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    roundId: text("round_id").notNull(),
    seed: text("seed").notNull(),
    /** declarationIds, pins, forbidden pairs and the policy the engine ran with */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    resultHash: text("result_hash").notNull(),
    /** the engine's AllocationPlan */
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    /** SIMULATED | SUBMITTED | DISCARDED */
    status: text("status").notNull().default("SIMULATED"),
    submittedAt: at("submitted_at"),
    submittedBy: text("submitted_by"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("peer_simulations_round").on(t.roundId, t.createdAt)],
);

/**
 * A declaration a round took: the code experts know it by in anonymous mode, the frozen materials' snapshot version
 * they read, and the verdict personnel confirmed from the summary.
 */
export const peerRoundDeclarations = pgTable(
  "peer_round_declarations",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    roundId: text("round_id").notNull(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    /** 匿名编号, e.g. PR2026-007: the only name an expert sees in anonymous mode */
    code: text("code").notNull(),
    snapshotVersion: integer("snapshot_version").notNull(),
    /** experts required (raised by a supplement) and external experts among them */
    required: integer("required").notNull(),
    externalMin: integer("external_min").notNull(),
    /** PASS | FAIL | NEEDS_MORE once confirmed */
    verdict: text("verdict"),
    confirmedAt: at("confirmed_at"),
    confirmedBy: text("confirmed_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("peer_round_declarations_key").on(t.roundId, t.declarationId),
    uniqueIndex("peer_round_declarations_code").on(t.roundId, t.code),
  ],
);

/**
 * An invitation of one expert to review one declaration (reference 6.4 PeerAssignment). The row is the record of
 * who was asked: a replacement is a new row pointing at the one it supersedes.
 * INVITED → ACCEPTED → COMPLETED (opinion submitted) → INVALID (opinion marked invalid);
 * INVITED → DECLINED | EXPIRED; INVITED | ACCEPTED (packet not opened) → CANCELLED.
 */
export const peerAssignments = pgTable(
  "peer_assignments",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    roundId: text("round_id"),
    declarationId: text("declaration_id").notNull(),
    /** the pool entry (experts.id) and the expert's account */
    expertId: text("expert_id"),
    expertUserId: text("expert_user_id").notNull(),
    /** the simulation the assignment was submitted from; null for a replacement */
    planId: text("plan_id"),
    external: boolean("external").notNull().default(false),
    /** the engine's score parts for this pair: why this expert */
    score: jsonb("score").$type<Record<string, number>>(),
    status: text("status").notNull().default("INVITED"),
    invitedAt: at("invited_at").notNull().defaultNow(),
    /** reply deadline of the invitation */
    deadline: at("deadline").notNull(),
    /** opinion deadline once accepted */
    reviewDeadline: at("review_deadline"),
    respondedAt: at("responded_at"),
    conflictDeclared: boolean("conflict_declared").notNull().default(false),
    /** the expert's reason for declining */
    note: text("note"),
    /** first time the expert opened the packet: from then on the assignment can only be replaced */
    openedAt: at("opened_at"),
    cancelledAt: at("cancelled_at"),
    cancelReason: text("cancel_reason"),
    supersedesId: text("supersedes_id"),
    /** DECLINED | EXPIRED | INVALID_OPINION | OTHER (专家拒绝评审 / 超期未返回 / 意见格式不合规 / 其他) */
    replacementReasonCode: text("replacement_reason_code"),
    replacementReason: text("replacement_reason"),
    /** reminders (催办) sent, and the last one */
    reminders: integer("reminders").notNull().default(0),
    remindedAt: at("reminded_at"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("peer_assignments_declaration").on(t.declarationId),
    index("peer_assignments_expert").on(t.expertUserId, t.status),
    index("peer_assignments_due").on(t.status, t.deadline),
    index("peer_assignments_round").on(t.roundId, t.status),
    // one live invitation of an expert per declaration
    uniqueIndex("peer_assignments_live")
      .on(t.declarationId, t.expertUserId)
      .where(sql`${t.status} in ('INVITED', 'ACCEPTED', 'COMPLETED')`),
  ],
);

/** An expert's opinion on one assignment: saved as a draft, then submitted (read-only), possibly marked invalid. */
export const peerOpinions = pgTable(
  "peer_opinions",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    assignmentId: text("assignment_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    /** criterion key → score, as the round configures */
    scores: jsonb("scores").$type<Record<string, number>>().notNull().default({}),
    /** AGREE | DISAGREE, or A | B | C | D under a graded rule */
    conclusion: text("conclusion"),
    comment: text("comment").notNull().default(""),
    /** the signature image the opinion was signed with */
    signatureFileId: text("signature_file_id"),
    savedAt: at("saved_at").notNull().defaultNow(),
    submittedAt: at("submitted_at"),
    /** VALID | INVALID */
    validity: text("validity").notNull().default("VALID"),
    invalidReason: text("invalid_reason"),
    invalidBy: text("invalid_by"),
    invalidAt: at("invalid_at"),
  },
  (t) => [
    uniqueIndex("peer_opinions_assignment").on(t.assignmentId),
    index("peer_opinions_declaration").on(t.declarationId),
  ],
);

/**
 * An expert's identity verification (身份核验), once: the name, institution and title they confirmed, how (a code
 * sent to their phone, or personnel's check) and when; and their signature image for opinions.
 */
export const expertVerifications = pgTable(
  "expert_verifications",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    expertId: text("expert_id").notNull(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    institution: text("institution").notNull(),
    titleName: text("title_name").notNull(),
    /** SMS_CODE | HR */
    method: text("method").notNull(),
    verifiedBy: text("verified_by"),
    /** how personnel verified by hand (a call back to the institution, an ID checked in person) */
    note: text("note"),
    verifiedAt: at("verified_at").notNull().defaultNow(),
    signatureFileId: text("signature_file_id"),
  },
  (t) => [uniqueIndex("expert_verifications_expert").on(t.expertId)],
);

/** A verification code sent to an expert's phone: hashed, short-lived, five wrong tries end it. */
export const expertVerifyCodes = pgTable(
  "expert_verify_codes",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    expertId: text("expert_id").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("expert_verify_codes_expert").on(t.expertId, t.createdAt)],
);

/**
 * A round's zip of opinion documents, per kind (every expert's opinions, or every declarant's combined document):
 * the latest task started and the latest that finished, whose zip is the one to download.
 */
export const peerOpinionZips = pgTable(
  "peer_opinion_zips",
  {
    tenantId: tenantId(),
    roundId: text("round_id").notNull(),
    /** opinions | declarants */
    kind: text("kind").notNull(),
    taskId: text("task_id").notNull(),
    doneTaskId: text("done_task_id"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("peer_opinion_zips_round_kind").on(t.roundId, t.kind)],
);
