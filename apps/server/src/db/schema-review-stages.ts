/**
 * Tables of the review stages after the declaration: the unit's review (sign-offs, reviewers, recommendation,
 * register reported to personnel) and the departments' verification (one task per declaration × department, the
 * items each task holds, item assignments, append-only verdicts, appeals). Publicity windows and their objections
 * are in schema-zcps.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { declarationItems } from "./schema-zcps";

const id = () => text("id").primaryKey();
const tenantId = () => text("tenant_id").notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const projectTimeId = () => text("project_time_id").notNull();

// ---------------------------------------------------------------------------------------------------------------
// Stage 2: the unit

/**
 * A unit administrator's signature on a declaration where the batch asks for the leader's second signature: the
 * leader's approval moves the declaration; the administrator's is recorded here for the declaration's version.
 */
export const unitSignoffs = pgTable(
  "unit_signoffs",
  {
    id: id(),
    tenantId: tenantId(),
    declarationId: text("declaration_id").notNull(),
    /** the declaration's version signed: a later change asks for a new signature */
    declarationVersion: integer("declaration_version").notNull(),
    userId: text("user_id").notNull(),
    userName: text("user_name").notNull(),
    comment: text("comment"),
    /** approving although the hard conditions fail: why */
    overrideReason: text("override_reason"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("unit_signoffs_version").on(t.declarationId, t.declarationVersion)],
);

/** unit/personAllocation: who in the unit reviews which declaration (the unit's review roster). */
export const unitReviewers = pgTable(
  "unit_reviewers",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    unitId: text("unit_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    reviewerUserId: text("reviewer_user_id").notNull(),
    assignedBy: text("assigned_by").notNull(),
    assignedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("unit_reviewers_key").on(t.declarationId, t.reviewerUserId),
    index("unit_reviewers_unit").on(t.projectTimeId, t.unitId),
  ],
);

/** unit/saveRecommend: the unit's draft ranking before it submits its recommendation. */
export const unitRecommendations = pgTable(
  "unit_recommendations",
  {
    declarationId: text("declaration_id").primaryKey(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    unitId: text("unit_id").notNull(),
    rank: integer("rank"),
    recommend: boolean("recommend").notNull().default(false),
    remark: text("remark"),
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("unit_recommendations_unit").on(t.projectTimeId, t.unitId)],
);

/** zcjzc: the register (职称晋升申报名册) a unit reports to personnel, who may send it back (bhsb). */
export const unitRegisters = pgTable(
  "unit_registers",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    unitId: text("unit_id").notNull(),
    /** DRAFT | SUBMITTED | RETURNED */
    status: text("status").notNull().default("DRAFT"),
    submittedBy: text("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    returnReason: text("return_reason"),
    returnedBy: text("returned_by"),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("unit_registers_key").on(t.projectTimeId, t.unitId)],
);

export const unitRegisterEntries = pgTable(
  "unit_register_entries",
  {
    id: id(),
    registerId: text("register_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    /** the row as reported: name, staff number, title, level, rank… (flashData refreshes it from the declaration) */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** what zcjzc/check found wrong with the row (message keys with values) */
    problems: jsonb("problems").$type<{ key: string; values?: Record<string, string> }[]>().notNull().default([]),
    orderNum: integer("order_num").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("unit_register_entries_key").on(t.registerId, t.declarationId)],
);

/**
 * unit/sbjbZip: the unit's declaration packets (a zip per unit and batch), one background task each; the zip's key
 * and size once the task has written it. A unit has at most one task waiting or running per batch.
 */
export const unitPackets = pgTable(
  "unit_packets",
  {
    /** the task's id */
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    unitId: text("unit_id").notNull(),
    requestedBy: text("requested_by").notNull(),
    fileKey: text("file_key"),
    size: bigint("size", { mode: "number" }),
    declarants: integer("declarants"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("unit_packets_unit").on(t.tenantId, t.projectTimeId, t.unitId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Stage 3: the departments

/** One verification task per (declaration × department owning some of its material types), run in parallel. */
export const departmentTasks = pgTable(
  "department_tasks",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    departId: text("depart_id").notNull(),
    /** OPEN | CLOSED | RETURNED | CANCELLED */
    status: text("status").notNull().default("OPEN"),
    /** 1 at the first opening; a resubmission or a later stage's request reopens it with the next round */
    round: integer("round").notNull().default(1),
    /** the round came back after a return: the supplementary review (/bcsh) */
    supplementary: boolean("supplementary").notNull().default(false),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("department_tasks_key").on(t.declarationId, t.departId),
    index("department_tasks_depart").on(t.tenantId, t.departId, t.status),
  ],
);

/**
 * The items a department's task holds: written when the task opens or reopens (from the verifying department of each
 * item), read by the department's lists and by the task's closing. Besides what the task holds, a row copies what the
 * lists filter, sort and show of the task and the assignment, so that a page is found in this table alone: the task's
 * status, round and opening, the item's reviewer and verification status (written by the same statements as their
 * originals in department_tasks, department_assignments and declaration_items), and the item's order when the task
 * opened.
 */
export const departmentTaskItems = pgTable(
  "department_task_items",
  {
    itemId: text("item_id")
      .primaryKey()
      .references(() => declarationItems.id, { onDelete: "cascade" }),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    taskId: text("task_id").notNull(),
    departId: text("depart_id").notNull(),
    materialType: text("material_type").notNull(),
    orderNum: integer("order_num").notNull(),
    taskStatus: text("task_status").notNull(),
    round: integer("round").notNull(),
    supplementary: boolean("supplementary").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    reviewerUserId: text("reviewer_user_id"),
    verifyStatus: text("verify_status").notNull(),
  },
  (t) => [
    index("department_task_items_depart").on(t.departId, t.materialType, t.verifyStatus),
    index("department_task_items_declaration").on(t.declarationId),
  ],
);

/** Which reviewer of the department verifies an item (the current assignment; the log keeps every change). */
export const departmentAssignments = pgTable(
  "department_assignments",
  {
    itemId: text("item_id").primaryKey(),
    tenantId: tenantId(),
    taskId: text("task_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    departId: text("depart_id").notNull(),
    materialType: text("material_type").notNull(),
    reviewerUserId: text("reviewer_user_id").notNull(),
    assignedBy: text("assigned_by").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("department_assignments_reviewer").on(t.reviewerUserId, t.materialType),
    index("department_assignments_task").on(t.taskId),
  ],
);

/** Append-only: every (re)assignment of an item (AuditMainFpBak). */
export const departmentAssignmentLog = pgTable(
  "department_assignment_log",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    tenantId: tenantId(),
    itemId: text("item_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    departId: text("depart_id").notNull(),
    materialType: text("material_type").notNull(),
    fromReviewerId: text("from_reviewer_id"),
    toReviewerId: text("to_reviewer_id").notNull(),
    byUserId: text("by_user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("department_assignment_log_depart").on(t.tenantId, t.departId, t.seq)],
);

/** Append-only: every verdict on an item (AuditMainShBak); the item row holds the current one. */
export const itemVerdicts = pgTable(
  "item_verdicts",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull().unique(),
    tenantId: tenantId(),
    declarationId: text("declaration_id").notNull(),
    itemId: text("item_id").notNull(),
    departId: text("depart_id").notNull(),
    materialType: text("material_type").notNull(),
    /** VERIFIED | NOT_RECOGNIZED | RETURNED | OVERTURNED (an appeal's answer) */
    verdict: text("verdict").notNull(),
    reason: text("reason"),
    /** a reclassification: the field, the declared value and the recognised one */
    reclassification: jsonb("reclassification").$type<{ field: string; before: unknown; after: unknown }>(),
    reviewerId: text("reviewer_id").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    /** the item's version decided: two reviewers on the same version give one verdict */
    itemVersion: integer("item_version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("item_verdicts_version").on(t.itemId, t.itemVersion),
    index("item_verdicts_depart").on(t.tenantId, t.departId, t.seq),
  ],
);

/** A declarant's appeal against a NOT_RECOGNIZED verdict; the department answers (depart/checkReply). */
export const verdictAppeals = pgTable(
  "verdict_appeals",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    itemId: text("item_id").notNull(),
    departId: text("depart_id").notNull(),
    userId: text("user_id").notNull(),
    reason: text("reason").notNull(),
    evidenceFileIds: jsonb("evidence_file_ids").$type<string[]>().notNull().default([]),
    /** OPEN | UPHELD (the verdict stands) | OVERTURNED (the item is recognised) */
    status: text("status").notNull().default("OPEN"),
    reply: text("reply"),
    repliedBy: text("replied_by"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verdict_appeals_depart").on(t.tenantId, t.departId, t.status),
    // one open appeal per item at a time
    uniqueIndex("verdict_appeals_open").on(t.itemId).where(sql`${t.status} = 'OPEN'`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Stage 8: the senior committee

/** A meeting of the senior committee (hygl): its draw rule, its state and the chair's sign-off. */
export const committeeMeetings = pgTable(
  "committee_meetings",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    /** SENIOR */
    kind: text("kind").notNull().default("SENIOR"),
    name: text("name").notNull(),
    /** DRAFT | RUNNING | PAUSED | ENDED | ARCHIVED */
    state: text("state").notNull().default("DRAFT"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    place: text("place"),
    agenda: text("agenda"),
    size: integer("size").notNull(),
    minSize: integer("min_size").notNull(),
    externalNumerator: integer("external_numerator").notNull(),
    externalDenominator: integer("external_denominator").notNull(),
    poolRatio: integer("pool_ratio").notNull(),
    sameUnitRecusal: boolean("same_unit_recusal").notNull().default(false),
    /** the last draw's seed (null: members chosen) */
    seed: text("seed"),
    signedOffAt: timestamp("signed_off_at", { withTimezone: true }),
    signedOffBy: text("signed_off_by"),
    signOffComment: text("sign_off_comment"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("committee_meetings_batch").on(t.tenantId, t.projectTimeId, t.createdAt)],
);

/** A meeting's members: drawn or chosen, external or not, the chair, and whether they attend. */
export const committeeMembers = pgTable(
  "committee_members",
  {
    meetingId: text("meeting_id")
      .notNull()
      .references(() => committeeMeetings.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    external: boolean("external").notNull(),
    /** the member's unit when internal (same-unit recusal) */
    unitId: text("unit_id"),
    chair: boolean("chair").notNull().default(false),
    /** DRAWN | CHOSEN */
    source: text("source").notNull(),
    attending: boolean("attending").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index("committee_members_user").on(t.userId)],
);

/** A recusal a member declared at the meeting (those by rule are found from the members and candidates). */
export const committeeRecusals = pgTable(
  "committee_recusals",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => committeeMeetings.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    note: text("note"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("committee_recusals_pair").on(t.meetingId, t.userId, t.declarationId)],
);

/** A voting group of a meeting (by level or discipline), capped (差额) or not; `round` is its current round. */
export const committeeGroups = pgTable(
  "committee_groups",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => committeeMeetings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cap: integer("cap"),
    orderNum: integer("order_num").notNull().default(0),
    round: integer("round").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("committee_groups_meeting").on(t.meetingId, t.orderNum)],
);

/** A group's candidates; a declaration sits in one group of a meeting. */
export const committeeCandidates = pgTable(
  "committee_candidates",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => committeeGroups.id, { onDelete: "cascade" }),
    meetingId: text("meeting_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    orderNum: integer("order_num").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.declarationId] }),
    uniqueIndex("committee_candidates_meeting").on(t.meetingId, t.declarationId),
  ],
);

/**
 * One round of a group's vote: the first over every candidate, a re-vote over those tied at the cap for the seats
 * left. WAITING → OPEN ⇄ PAUSED → CLOSED; the tally is kept when it closes.
 */
export const committeeRounds = pgTable(
  "committee_rounds",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => committeeGroups.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    candidateIds: jsonb("candidate_ids").$type<string[]>().notNull(),
    /** a re-vote's seats (its cap); null in the first round, where the group's cap holds */
    seats: integer("seats"),
    state: text("state").notNull().default("WAITING"),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** members and attending when it closed, and the tally */
    members: integer("members"),
    attending: integer("attending"),
    tally: jsonb("tally").$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.round] })],
);

/**
 * The ballots, anonymous: no voter, no time, a random id; who voted is only in committee_participation. A ballot's
 * marks are one letter per candidate of its round, in the round's order (committee_rounds.candidate_ids): A agree,
 * D disagree, B abstain, - no mark (senior-committee/repo.ts writes and reads them). 300 candidates are 300 bytes.
 */
export const committeeBallots = pgTable(
  "committee_ballots",
  {
    id: id(),
    groupId: text("group_id")
      .notNull()
      .references(() => committeeGroups.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    marks: text("marks").notNull(),
  },
  (t) => [index("committee_ballots_round").on(t.groupId, t.round)],
);

/** Who has voted in a round: one row per member, which admits one ballot. */
export const committeeParticipation = pgTable(
  "committee_participation",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => committeeGroups.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    userId: text("user_id").notNull(),
    votedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.round, t.userId] })],
);

/**
 * A senior-committee vote held on paper, entered per declarant with its signed tally sheet (纸质投票登记): the figures,
 * the verdict they give under the committee's rule, who entered it; applied once the chair moved the declaration.
 */
export const paperTallies = pgTable(
  "paper_tallies",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    meetingName: text("meeting_name").notNull(),
    votedOn: text("voted_on").notNull(),
    members: integer("members").notNull(),
    attending: integer("attending").notNull(),
    agree: integer("agree").notNull(),
    disagree: integer("disagree").notNull(),
    abstain: integer("abstain").notNull(),
    threshold: integer("threshold").notNull(),
    verdict: text("verdict").notNull(),
    sheetFileId: text("sheet_file_id").notNull(),
    enteredBy: text("entered_by").notNull(),
    enteredByName: text("entered_by_name").notNull(),
    enteredAt: createdAt(),
    appliedBy: text("applied_by_name"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    index("paper_tallies_batch").on(t.projectTimeId, t.enteredAt),
    // one entry waiting per declarant
    uniqueIndex("paper_tallies_pending").on(t.declarationId).where(sql`applied_at is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Stage 7: the professor committees

/**
 * A round of a unit's professor committee in a batch: OPEN while its members submit, CONFIRMED when personnel
 * confirmed its tally (kept in `result`, as the declarations were moved by it), REJECTED when personnel sent it back
 * (its ballots are void; the next round opens at once).
 */
export const professorRounds = pgTable(
  "professor_rounds",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    unitId: text("unit_id").notNull(),
    round: integer("round").notNull(),
    state: text("state").notNull().default("OPEN"),
    /** the members when the round was decided, and the tally confirmed */
    members: integer("members"),
    result: jsonb("result").$type<unknown[]>(),
    decidedBy: text("decided_by"),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("professor_rounds_key").on(t.projectTimeId, t.unitId, t.round)],
);

/** A member's draft recommendation for one declarant in a round; deleted when the member submits. */
export const professorDrafts = pgTable(
  "professor_drafts",
  {
    roundId: text("round_id")
      .notNull()
      .references(() => professorRounds.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    choice: text("choice"),
    rank: integer("rank"),
    remark: text("remark"),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId, t.declarationId] })],
);

/** A submitted recommendation, without its member: declaration id → choice, rank and remark. */
export const professorBallots = pgTable(
  "professor_ballots",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => professorRounds.id, { onDelete: "cascade" }),
    choices: jsonb("choices")
      .$type<Record<string, { choice: string; rank: number | null; remark: string | null }>>()
      .notNull(),
  },
  (t) => [index("professor_ballots_round").on(t.roundId)],
);

/** Who has submitted in a round: one row per member, which admits one ballot. */
export const professorParticipation = pgTable(
  "professor_participation",
  {
    roundId: text("round_id")
      .notNull()
      .references(() => professorRounds.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    submittedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Stage 9: results

/**
 * The sealed results, append-only and chained by hash per tenant (stages/results/seal-chain.ts): a result is sealed
 * when its publicity closes; a revocation is a later record naming the one it supersedes. Nothing here is updated
 * or deleted by the application.
 */
export const sealedResults = pgTable(
  "sealed_results",
  {
    id: id(),
    tenantId: tenantId(),
    /** 1, 2, 3… within the tenant */
    seq: integer("seq").notNull(),
    /** SEAL | REVOKE */
    kind: text("kind").notNull(),
    declarationId: text("declaration_id").notNull(),
    projectTimeId: projectTimeId(),
    supersedesSeq: integer("supersedes_seq"),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    contentHash: text("content_hash").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    sealedAt: timestamp("sealed_at", { withTimezone: true }).notNull(),
    sealedBy: text("sealed_by"),
  },
  (t) => [
    uniqueIndex("sealed_results_seq").on(t.tenantId, t.seq),
    index("sealed_results_declaration").on(t.declarationId, t.seq),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Stage 9: the school's notices, appeal windows and appeals

/**
 * The school's notices (school/saveNotice): an announcement (GENERAL) or the results publicity (RESULT), which
 * opened the publicity window it names. Withdrawing one deletes it (and cancels a window nobody objected to).
 */
export const schoolNotices = pgTable(
  "school_notices",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    /** GENERAL | RESULT */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    publicityId: text("publicity_id"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("school_notices_batch").on(t.tenantId, t.projectTimeId, t.createdAt)],
);

/**
 * The appeal window a negative decision opened (the machine's openAppealWindow): until `closesOn` (the batch's
 * appeal days on the holiday calendar) the declarant may appeal while the declaration stays in `state`.
 */
export const appealWindows = pgTable("appeal_windows", {
  declarationId: text("declaration_id").primaryKey(),
  tenantId: tenantId(),
  state: text("state").notNull(),
  opensOn: date("opens_on", { mode: "string" }).notNull(),
  closesOn: date("closes_on", { mode: "string" }).notNull(),
  createdAt: createdAt(),
});

/** A declarant's appeal (申诉 / 复查) against a negative decision, and how personnel decided it. */
export const declarationAppeals = pgTable(
  "declaration_appeals",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    filedBy: text("filed_by").notNull(),
    /** the state the declaration was in (the negative decision) and the stage that decided it */
    appealedState: text("appealed_state").notNull(),
    decidingStage: text("deciding_stage"),
    grounds: text("grounds").notNull(),
    evidenceFileIds: jsonb("evidence_file_ids").$type<string[]>().notNull().default([]),
    /** the last working day to decide it */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** OPEN | DISMISSED | UPHELD */
    status: text("status").notNull().default("OPEN"),
    /** REVOKE | REREVIEW when upheld */
    outcome: text("outcome"),
    reinstateAt: text("reinstate_at"),
    toDeclarant: boolean("to_declarant").notNull().default(false),
    resolution: text("resolution"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("declaration_appeals_batch").on(t.tenantId, t.projectTimeId, t.status),
    // one pending appeal per declaration
    uniqueIndex("declaration_appeals_open").on(t.declarationId).where(sql`${t.status} = 'OPEN'`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Stage 9: the A3 review tables

/**
 * Personnel's rewording of a declarant's A3 review table (updateA3Table): each save is a new version with the texts
 * of the sections it rewords; earlier versions stay. A unique (declaration, version) admits one save per version.
 */
export const a3TableEdits = pgTable(
  "a3_table_edits",
  {
    id: id(),
    tenantId: tenantId(),
    declarationId: text("declaration_id").notNull(),
    version: integer("version").notNull(),
    /** section → text */
    texts: jsonb("texts").$type<Record<string, string>>().notNull(),
    editedBy: text("edited_by").notNull(),
    editedByName: text("edited_by_name"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("a3_table_edits_version").on(t.declarationId, t.version)],
);

/**
 * Which task makes a zip of A3 tables (downloadA3Tables) per batch and scope ("unit:<id>" or "meeting:<id>"): the
 * latest started, and the latest finished, whose zip is the one to download.
 */
export const a3TableZips = pgTable(
  "a3_table_zips",
  {
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    scope: text("scope").notNull(),
    taskId: text("task_id").notNull(),
    doneTaskId: text("done_task_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("a3_table_zips_scope").on(t.projectTimeId, t.scope)],
);
