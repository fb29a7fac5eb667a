/**
 * Title evaluation (职称评审): catalogue, batch configuration, staff master data, declarations and their
 * append-only decisions. Every row belongs to a tenant; batch-level rows hang off a project_time (批次).
 * Codes for states, stages and material types are the constants of `@zcps/contracts/zcps/*`.
 */
import type { ReturnScope } from "@zcps/contracts/zcps/declaration/api";
import { CLAIM_KEY_FIELDS } from "@zcps/contracts/zcps/department-review/material-pages";
import { sql } from "drizzle-orm";
import {
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

const id = () => text("id").primaryKey();
const tenantId = () => text("tenant_id").notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const projectTimeId = () => text("project_time_id").notNull();

/** An item's claim key: its type's key field (CLAIM_KEY_FIELDS), trimmed and lower-cased; null when none or empty. */
const claimKeyExpression = sql.raw(
  `nullif(lower(btrim(payload ->> (case material_type ${Object.entries(CLAIM_KEY_FIELDS)
    .map(([type, field]) => `when '${type}' then '${field}'`)
    .join(" ")} end))), '')`,
);

// ---------------------------------------------------------------------------------------------------------------
// Calendar and settings

/** Exceptions to the Monday–Friday week: public holidays (working=false) and 调休 weekend workdays (working=true). */
export const holidays = pgTable(
  "holidays",
  {
    tenantId: tenantId(),
    day: date("day", { mode: "string" }).notNull(),
    working: boolean("working").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** sysConfig: typed system settings per tenant (definitions and validation live in contracts). */
export const zcpsSettings = pgTable(
  "zcps_settings",
  {
    tenantId: tenantId(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** fieldHelp: help text beside a field of a material form. */
export const fieldHelp = pgTable(
  "field_help",
  {
    id: id(),
    tenantId: tenantId(),
    materialType: text("material_type").notNull(),
    field: text("field").notNull(),
    text: text("text").notNull(),
    textEn: text("text_en"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("field_help_key").on(t.tenantId, t.materialType, t.field)],
);

/** tableSetting: the A3 review-table layout per series and level. */
export const tableSettings = pgTable(
  "table_settings",
  {
    id: id(),
    tenantId: tenantId(),
    seriesCode: text("series_code").notNull(),
    level: text("level").notNull(),
    title: text("title").notNull(),
    /** ordered sections: [{section, enabled, materialTypes?}] */
    sections: jsonb("sections").$type<unknown[]>().notNull(),
    /** which stages' vote figures are printed: [stage] */
    voteStages: jsonb("vote_stages").$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("table_settings_key").on(t.tenantId, t.seriesCode, t.level)],
);

// ---------------------------------------------------------------------------------------------------------------
// Catalogue: series, titles, tracks

export const titleSeries = pgTable(
  "title_series",
  {
    id: id(),
    tenantId: tenantId(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [uniqueIndex("title_series_code").on(t.tenantId, t.code)],
);

/** A title (副教授…) of a series at a level (JUNIOR, INTERMEDIATE, ASSOC_SENIOR, FULL_SENIOR). */
export const titles = pgTable(
  "titles",
  {
    id: id(),
    tenantId: tenantId(),
    seriesCode: text("series_code").notNull(),
    level: text("level").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [uniqueIndex("titles_code").on(t.tenantId, t.code), index("titles_series").on(t.tenantId, t.seriesCode)],
);

/** Evaluation tracks (教学为主型…); a track without series applies to every series. */
export const tracks = pgTable(
  "tracks",
  {
    id: id(),
    tenantId: tenantId(),
    seriesCode: text("series_code"),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [uniqueIndex("tracks_code").on(t.tenantId, t.code)],
);

// ---------------------------------------------------------------------------------------------------------------
// Batch configuration (projectTime = 批次, table project_times in schema.ts)

/** declareRequireTitle: the titles a batch accepts, with the tracks and methods allowed for each. */
export const batchTitles = pgTable(
  "batch_titles",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    titleId: text("title_id").notNull(),
    trackCodes: jsonb("track_codes").$type<string[]>().notNull().default([]),
    methods: jsonb("methods").$type<string[]>().notNull().default(["NORMAL"]),
    enabled: boolean("enabled").notNull().default(true),
    orderNum: integer("order_num").notNull().default(0),
  },
  (t) => [uniqueIndex("batch_titles_key").on(t.projectTimeId, t.titleId)],
);

/** directory: the material directory of a batch: one row per material type. */
export const materialDirectory = pgTable(
  "material_directory",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    materialType: text("material_type").notNull(),
    /** the functional department that verifies this type (departs.id) */
    verifierDepartId: text("verifier_depart_id"),
    /** "all": required for every title; "none": optional; "some": required for the titles/tracks in requiredFor */
    required: text("required").notNull().default("none"),
    requiredFor: jsonb("required_for").$type<{ titleId: string; trackCode?: string | null }[]>().notNull().default([]),
    maxItems: integer("max_items"),
    enabled: boolean("enabled").notNull().default(true),
    orderNum: integer("order_num").notNull().default(0),
  },
  (t) => [uniqueIndex("material_directory_key").on(t.projectTimeId, t.materialType)],
);

/**
 * declareRequire: the rule tree per title, track and method. Versioned: once the batch is published an edit
 * inserts a new version; the highest version is current and older ones stay for the decisions that used them.
 */
export const requirements = pgTable(
  "requirements",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    titleId: text("title_id").notNull(),
    /** "" = any track */
    trackCode: text("track_code").notNull().default(""),
    method: text("method").notNull().default("NORMAL"),
    version: integer("version").notNull().default(1),
    rule: jsonb("rule").notNull(),
    /** the requirement's original wording (申报条件原文) */
    text: text("text"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [uniqueIndex("requirements_key").on(t.projectTimeId, t.titleId, t.trackCode, t.method, t.version)],
);

/** declarePost: which series and tracks a post type may declare. */
export const postRestrictions = pgTable(
  "post_restrictions",
  {
    id: id(),
    tenantId: tenantId(),
    postType: text("post_type").notNull(),
    allowedSeries: jsonb("allowed_series").$type<string[]>().notNull().default([]),
    allowedTracks: jsonb("allowed_tracks").$type<string[]>().notNull().default([]),
    note: text("note"),
  },
  (t) => [uniqueIndex("post_restrictions_key").on(t.tenantId, t.postType)],
);

/** quota: recommendation quota per unit × level (× track) of a batch; used ≤ allocated enforced in transactions. */
export const quotas = pgTable(
  "quotas",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    unitId: text("unit_id").notNull(),
    level: text("level").notNull(),
    trackCode: text("track_code").notNull().default(""),
    allocated: integer("allocated").notNull().default(0),
    used: integer("used").notNull().default(0),
    released: integer("released").notNull().default(0),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("quotas_key").on(t.projectTimeId, t.unitId, t.level, t.trackCode)],
);

// ---------------------------------------------------------------------------------------------------------------
// Staff master data, source records, unit administrators, named lists, account applications

/** baseUser: a staff member's master data (教职工基础信息); the account (users) is optional. */
export const staff = pgTable(
  "staff",
  {
    id: id(),
    tenantId: tenantId(),
    userId: text("user_id"),
    employeeNo: text("employee_no").notNull(),
    name: text("name").notNull(),
    sex: text("sex"),
    birthDate: date("birth_date", { mode: "string" }),
    idNo: text("id_no"),
    nation: text("nation"),
    politicalStatus: text("political_status"),
    unitId: text("unit_id"),
    postType: text("post_type"),
    postGrade: text("post_grade"),
    currentTitleId: text("current_title_id"),
    currentTitleName: text("current_title_name"),
    currentTitleDate: date("current_title_date", { mode: "string" }),
    currentTitleHiredDate: date("current_title_hired_date", { mode: "string" }),
    education: text("education"),
    degree: text("degree"),
    disciplineCode: text("discipline_code"),
    hireDate: date("hire_date", { mode: "string" }),
    phone: text("phone"),
    email: text("email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_employee_no").on(t.tenantId, t.employeeNo),
    uniqueIndex("staff_user").on(t.userId).where(sql`${t.userId} is not null`),
    index("staff_unit").on(t.tenantId, t.unitId),
  ],
);

/** Records imported from source systems (courses, papers, projects…): read-only for the declarant. */
export const sourceRecords = pgTable(
  "source_records",
  {
    id: id(),
    tenantId: tenantId(),
    staffId: text("staff_id").notNull(),
    materialType: text("material_type").notNull(),
    /** the source system's key of the record, unique per type */
    sourceRef: text("source_ref").notNull(),
    source: text("source").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    importId: text("import_id"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("source_records_ref").on(t.tenantId, t.materialType, t.sourceRef),
    index("source_records_staff").on(t.staffId),
  ],
);

/** importData: one upload, its dry-run or applied result and the row-by-row error report. */
export const dataImports = pgTable(
  "data_imports",
  {
    id: id(),
    tenantId: tenantId(),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    fileId: text("file_id"),
    dryRun: boolean("dry_run").notNull(),
    status: text("status").notNull(),
    rows: integer("rows").notNull().default(0),
    inserted: integer("inserted").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    errors: jsonb("errors").$type<{ row: number; column?: string; message: string }[]>().notNull().default([]),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("data_imports_tenant").on(t.tenantId, t.createdAt)],
);

/** unitAdmin: who administers (admin) and who leads (leader) each unit. */
export const unitAdmins = pgTable(
  "unit_admins",
  {
    id: id(),
    tenantId: tenantId(),
    unitId: text("unit_id").notNull(),
    userId: text("user_id").notNull(),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("unit_admins_key").on(t.unitId, t.userId, t.role)],
);

/** talents / kyry / tpUser: named lists and the effects membership has on a declaration. */
export const namedLists = pgTable(
  "named_lists",
  {
    id: id(),
    tenantId: tenantId(),
    /** null: valid for every batch */
    projectTimeId: text("project_time_id"),
    listType: text("list_type").notNull(),
    staffId: text("staff_id").notNull(),
    level: text("level"),
    evidence: text("evidence"),
    effects: jsonb("effects")
      .$type<{
        quotaExempt?: boolean;
        seniorityRelaxYears?: number;
        separateGroup?: boolean;
        skipPeerReview?: boolean;
      }>()
      .notNull()
      .default({}),
    /** for reviewed lists (talents, tpUser): pending | approved | rejected */
    status: text("status").notNull().default("approved"),
    reviewComment: text("review_comment"),
    reviewedBy: text("reviewed_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("named_lists_key").on(t.tenantId, t.listType, t.staffId, t.projectTimeId)],
);

/** userAudit: applications for an account (external experts, staff without one). */
export const accountApplications = pgTable(
  "account_applications",
  {
    id: id(),
    tenantId: tenantId(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    username: text("username").notNull(),
    mobilePhone: text("mobile_phone").notNull(),
    email: text("email"),
    idNo: text("id_no"),
    institution: text("institution"),
    unitId: text("unit_id"),
    employeeNo: text("employee_no"),
    titleName: text("title_name"),
    reason: text("reason"),
    status: text("status").notNull().default("pending"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    response: text("response"),
    userId: text("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("account_applications_status").on(t.tenantId, t.status)],
);

// ---------------------------------------------------------------------------------------------------------------
// Declarations

/**
 * One declaration of one staff member in one batch. `status` is a DeclarationState; `version` is the optimistic
 * lock every transition checks and increments.
 */
export const declarations = pgTable(
  "declarations",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    staffId: text("staff_id").notNull(),
    userId: text("user_id").notNull(),
    unitId: text("unit_id"),
    titleId: text("title_id").notNull(),
    seriesCode: text("series_code").notNull(),
    level: text("level").notNull(),
    trackCode: text("track_code").notNull().default(""),
    method: text("method").notNull().default("NORMAL"),
    status: text("status").notNull().default("DRAFT"),
    returnedFrom: text("returned_from"),
    /** what a return unlocked: {itemIds, materialTypes, departIds, comment, notes} */
    returnScope: jsonb("return_scope").$type<ReturnScope>(),
    version: integer("version").notNull().default(1),
    snapshotVersion: integer("snapshot_version").notNull().default(0),
    /** the last eligibility evaluation: {evaluatedAt, requirementId, version, pass, results} */
    eligibility: jsonb("eligibility"),
    unitRank: integer("unit_rank"),
    pledgeSignedAt: timestamp("pledge_signed_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    avoidExperts: jsonb("avoid_experts")
      .$type<{ name: string; institution: string; reason: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("declarations_staff").on(t.projectTimeId, t.staffId),
    index("declarations_list").on(t.tenantId, t.projectTimeId, t.status),
    // the list's order within a unit: a page is read from this index, not sorted out of the whole batch
    index("declarations_unit").on(t.projectTimeId, t.unitId, t.submittedAt, t.id),
    index("declarations_user").on(t.userId),
  ],
);

/** A material item of a declaration; payload is typed per material type (contracts zcps/materials). */
export const declarationItems = pgTable(
  "declaration_items",
  {
    id: id(),
    declarationId: text("declaration_id").notNull(),
    materialType: text("material_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** self | import */
    source: text("source").notNull().default("self"),
    sourceRecordId: text("source_record_id"),
    isRepresentative: boolean("is_representative").notNull().default(false),
    representativeOrder: integer("representative_order"),
    orderNum: integer("order_num").notNull().default(0),
    /** PENDING | VERIFIED | NOT_RECOGNIZED | RETURNED */
    verifyStatus: text("verify_status").notNull().default("PENDING"),
    /**
     * The record an item claims, where its type has a key (a paper's DOI, a patent's number…), normalised: two
     * declarants claiming one record are found through it (department verification flags them).
     */
    claimKey: text("claim_key").generatedAlwaysAs(claimKeyExpression),
    verifyComment: text("verify_comment"),
    verifiedBy: text("verified_by"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("declaration_items_declaration").on(t.declarationId, t.materialType),
    index("declaration_items_claim").on(t.materialType, t.claimKey),
  ],
);

/** Attachments of a declaration's items (PDF, images), stored through the files table with their sha256. */
export const declarationAttachments = pgTable(
  "declaration_attachments",
  {
    id: id(),
    declarationId: text("declaration_id").notNull(),
    itemId: text("item_id"),
    fileId: text("file_id").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("declaration_attachments_item").on(t.declarationId, t.itemId)],
);

/** Append-only: every transition of a declaration (who, role, when, what, why, which items). */
export const declarationDecisions = pgTable(
  "declaration_decisions",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull().unique(),
    tenantId: tenantId(),
    declarationId: text("declaration_id").notNull(),
    event: text("event").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    actorRole: text("actor_role").notNull(),
    reason: text("reason"),
    comment: text("comment"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** the declaration's version this decision moved from */
    version: integer("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("declaration_decisions_declaration").on(t.declarationId, t.seq),
    // a version is decided once: two reviewers acting on the same state cannot both land
    uniqueIndex("declaration_decisions_version").on(t.declarationId, t.version),
  ],
);

/** A frozen copy of the declaration and its items at submit, resubmit, freeze or override. */
export const declarationSnapshots = pgTable(
  "declaration_snapshots",
  {
    id: id(),
    declarationId: text("declaration_id").notNull(),
    version: integer("version").notNull(),
    reason: text("reason").notNull(),
    contentHash: text("content_hash").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [uniqueIndex("declaration_snapshots_version").on(t.declarationId, t.version)],
);

/** errorCorrection: a declarant asks the owning department to correct an imported record. */
export const corrections = pgTable(
  "corrections",
  {
    id: id(),
    tenantId: tenantId(),
    staffId: text("staff_id").notNull(),
    userId: text("user_id").notNull(),
    sourceRecordId: text("source_record_id"),
    materialType: text("material_type").notNull(),
    field: text("field").notNull(),
    currentValue: text("current_value"),
    proposedValue: text("proposed_value").notNull(),
    reason: text("reason").notNull(),
    evidenceFileIds: jsonb("evidence_file_ids").$type<string[]>().notNull().default([]),
    targetDepartId: text("target_depart_id"),
    /** SUBMITTED | ACCEPTED | REJECTED */
    status: text("status").notNull().default("SUBMITTED"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    response: text("response"),
    createdAt: createdAt(),
  },
  (t) => [
    index("corrections_user").on(t.userId, t.createdAt),
    index("corrections_target").on(t.tenantId, t.targetDepartId, t.status),
  ],
);

/** messageCenter: a user's inbox; every workflow event that concerns a user writes one. */
export const userMessages = pgTable(
  "user_messages",
  {
    id: id(),
    tenantId: tenantId(),
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    titleEn: text("title_en").notNull(),
    body: text("body").notNull(),
    bodyEn: text("body_en").notNull(),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_messages_inbox").on(t.userId, t.createdAt),
    index("user_messages_unread").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Publicity windows (the scheduled job closes them; the unit-review stage opens them)

export const publicities = pgTable(
  "publicities",
  {
    id: id(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    /** UNIT | SCHOOL */
    scope: text("scope").notNull(),
    unitId: text("unit_id"),
    /** the declaration state this publicity belongs to: UNIT_PUBLICITY or RESULT_PUBLICITY */
    stage: text("stage").notNull(),
    title: text("title").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    workingDays: integer("working_days").notNull(),
    /** the last working day of the window, from the holiday calendar */
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    declarationIds: jsonb("declaration_ids").$type<string[]>().notNull().default([]),
    /** OPEN | CLOSED | CANCELLED */
    status: text("status").notNull().default("OPEN"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("publicities_open").on(t.status, t.endsOn)],
);

export const objections = pgTable(
  "objections",
  {
    id: id(),
    tenantId: tenantId(),
    publicityId: text("publicity_id").notNull(),
    declarationId: text("declaration_id").notNull(),
    /** objections are made under a real name: the signed-in staff member who filed it */
    submitterUserId: text("submitter_user_id"),
    submitterName: text("submitter_name").notNull(),
    contact: text("contact"),
    content: text("content").notNull(),
    evidenceFileIds: jsonb("evidence_file_ids").$type<string[]>().notNull().default([]),
    /** OPEN | UPHELD | DISMISSED | WITHDRAWN */
    status: text("status").notNull().default("OPEN"),
    resolution: text("resolution"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("objections_publicity").on(t.publicityId, t.status)],
);

// ---------------------------------------------------------------------------------------------------------------
// Workflow (declareUser, sys/setBranch): per-declaration overrides of the directory's verifying department

/**
 * sys/setBranch: personnel route one material type of one declaration to another verifying department than the
 * batch directory names. The department review reads the override before the directory; the latest setting wins.
 */
export const declarationBranches = pgTable(
  "declaration_branches",
  {
    id: id(),
    tenantId: tenantId(),
    declarationId: text("declaration_id").notNull(),
    materialType: text("material_type").notNull(),
    departId: text("depart_id").notNull(),
    /** the department the directory named before the override (null: none) */
    previousDepartId: text("previous_depart_id"),
    setBy: text("set_by").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("declaration_branches_key").on(t.declarationId, t.materialType)],
);
