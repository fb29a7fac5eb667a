import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => text("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable("tenants", {
  id: id(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  ownerId: text("owner_id"),
  isSuper: boolean("is_super").notNull().default(false),
  enabled: boolean("enabled").notNull().default(true),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const departs = pgTable(
  "departs",
  {
    id: id(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    parentId: text("parent_id"),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    /** school, unit (二级单位), office (functional department), section */
    type: text("type").notNull().default("unit"),
    orderNum: integer("order_num").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("departs_tenant_code").on(t.tenantId, t.code), index("departs_parent").on(t.parentId)],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    departId: text("depart_id").references(() => departs.id),
    idNo: text("id_no"),
    no: text("no"),
    mobilePhone: text("mobile_phone"),
    telPhone: text("tel_phone"),
    email: text("email"),
    sex: text("sex"),
    nation: text("nation"),
    description: text("description"),
    avatar: text("avatar"),
    isSuperAdmin: boolean("is_super_admin").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: text("created_by"),
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("users_username").on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_tenant_no").on(t.tenantId, t.no).where(sql`${t.deletedAt} is null and ${t.no} is not null`),
    uniqueIndex("users_tenant_id_no")
      .on(t.tenantId, t.idNo)
      .where(sql`${t.deletedAt} is null and ${t.idNo} is not null`),
    uniqueIndex("users_tenant_mobile")
      .on(t.tenantId, t.mobilePhone)
      .where(sql`${t.deletedAt} is null and ${t.mobilePhone} is not null`),
    uniqueIndex("users_tenant_email")
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null and ${t.email} is not null`),
    index("users_tenant_created").on(t.tenantId, t.createdAt),
    index("users_depart").on(t.departId),
  ],
);

export const menus = pgTable(
  "menus",
  {
    id: id(),
    parentId: text("parent_id"),
    code: text("code").notNull(),
    title: text("title").notNull(),
    titleEn: text("title_en").notNull(),
    icon: text("icon"),
    /** "dirt" (directory) or "menu" */
    type: text("type").notNull().default("menu"),
    path: text("path").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    description: text("description"),
  },
  (t) => [uniqueIndex("menus_path").on(t.path), index("menus_parent").on(t.parentId)],
);

export const elements = pgTable("elements", {
  id: id(),
  menuId: text("menu_id")
    .notNull()
    .references(() => menus.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  /** "button" or "uri" */
  type: text("type").notNull().default("button"),
  name: text("name").notNull(),
  nameEn: text("name_en").notNull(),
  description: text("description"),
});

/** The API routes an element opens: holding the element's code lets a caller use each of them. */
export const elementRoutes = pgTable(
  "element_routes",
  {
    elementId: text("element_id")
      .notNull()
      .references(() => elements.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    /** the route pattern as the server registers it, e.g. /api/admin/user/:id */
    route: text("route").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.elementId, t.method, t.route] }),
    index("element_routes_route").on(t.method, t.route),
  ],
);

export const groupTypes = pgTable(
  "group_types",
  {
    id: id(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    description: text("description"),
  },
  (t) => [uniqueIndex("group_types_tenant_code").on(t.tenantId, t.code)],
);

/** Role groups: holding one grants its menus and elements. */
export const groups = pgTable(
  "groups",
  {
    id: id(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    groupTypeId: text("group_type_id").references(() => groupTypes.id),
    parentId: text("parent_id"),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    description: text("description"),
    orderNum: integer("order_num").notNull().default(0),
    /** whose users the members manage: "tenant" (all), "unit" (their unit's) or "self"; the widest group wins */
    dataScope: text("data_scope").notNull().default("tenant"),
  },
  (t) => [uniqueIndex("groups_tenant_code").on(t.tenantId, t.code), index("groups_type").on(t.groupTypeId)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isLeader: boolean("is_leader").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user").on(t.userId)],
);

/** grant "use": the group may use the resource; "grant": may grant it onward. */
export const resourceAuthorities = pgTable(
  "resource_authorities",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    grant: text("grant").notNull().default("use"),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.resourceType, t.resourceId, t.grant] })],
);

/**
 * The clients the token endpoint accepts, read on every token request (so a change holds at once on every
 * instance); the secret is kept as its sha256. A new column's grants are the console's, so an existing client
 * keeps signing in.
 */
export const oauthClients = pgTable("oauth_clients", {
  id: id(),
  clientId: text("client_id").notNull().unique(),
  secretHash: text("secret_hash").notNull(),
  name: text("name").notNull(),
  description: text("description"),
  grantTypes: text("grant_types")
    .array()
    .notNull()
    .default(sql`ARRAY['password', 'phone_code', 'sign_in_link', 'cas']::text[]`),
  scopes: text("scopes").array().notNull().default(sql`ARRAY[]::text[]`),
  redirectUris: text("redirect_uris").array().notNull().default(sql`ARRAY[]::text[]`),
  accessTokenSeconds: integer("access_token_seconds").notNull().default(14400),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Access tokens, stored as sha256 hashes; revocation is a column every instance sees. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: text("tenant_id").notNull(),
    clientId: text("client_id").notNull(),
    projectId: text("project_id"),
    tgc: text("tgc"),
    ip: text("ip"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

export const verifyCodes = pgTable("verify_codes", {
  id: id(),
  mobilePhone: text("mobile_phone").notNull(),
  purpose: text("purpose").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResets = pgTable("password_resets", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One-time sign-in links sent to a user's phone and mail (an expert's invitation): kept as a hash, used once, until
 * they expire.
 */
export const signInLinks = pgTable("sign_in_links", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  /** where the link leads once signed in (a console path) */
  path: text("path").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed sign-ins in a sliding window, shared by every instance. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "ip:<address>", an account ("u:<username>", "m:<tenant>:<mobile>"), or "<account>|ip:<address>" */
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_at").on(t.key, t.at)],
);

/**
 * The operation log: every mutating call (kind "operation") and every sign-in, sign-out and failed sign-in.
 * Append-only; written in batches by the operation-log module.
 */
export const gateLogs = pgTable(
  "gate_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** set by the writer: a replayed journal entry that already arrived is skipped, so each arrives once */
    entryId: text("entry_id"),
    tenantId: text("tenant_id"),
    userId: text("user_id"),
    /** the account name typed or signed in with */
    username: text("username"),
    /** the user's display name */
    name: text("name"),
    /** operation, login, logout, login_failed */
    kind: text("kind").notNull(),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** the menu title and the element (operation) name the call matched, in Chinese and in English */
    menu: text("menu"),
    operation: text("operation"),
    menuEn: text("menu_en"),
    operationEn: text("operation_en"),
    method: text("method"),
    /** the concrete path and the route pattern it matched */
    path: text("path"),
    route: text("route"),
    status: integer("status"),
    durationMs: integer("duration_ms"),
  },
  (t) => [
    index("gate_logs_tenant_at").on(t.tenantId, t.at),
    index("gate_logs_kind_at").on(t.kind, t.at),
    index("gate_logs_user_at").on(t.userId, t.at),
    uniqueIndex("gate_logs_entry").on(t.entryId),
  ],
);

/** Scheduled jobs: a registered handler, a cron expression and parameters. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    tenantId: text("tenant_id").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    handler: text("handler").notNull(),
    cron: text("cron").notNull(),
    params: jsonb("params").notNull().default({}),
    enabled: boolean("enabled").notNull().default(true),
    description: text("description"),
    descriptionEn: text("description_en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("jobs_tenant_name").on(t.tenantId, t.name)],
);

/**
 * One run of a job. A scheduled run is unique per job and slot, so instances sharing the database never run
 * the same slot twice; a manual run has no slot.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** schedule or manual */
    trigger: text("trigger").notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    durationMs: integer("duration_ms"),
    /** running, success, failed */
    status: text("status").notNull(),
    result: text("result"),
    error: text("error"),
    instance: text("instance"),
  },
  (t) => [
    uniqueIndex("job_runs_slot").on(t.jobId, t.scheduledFor).where(sql`${t.scheduledFor} is not null`),
    index("job_runs_job_started").on(t.jobId, t.startedAt),
  ],
);

export const files = pgTable("files", {
  id: id(),
  tenantId: text("tenant_id").notNull(),
  purpose: text("purpose").notNull(),
  sha256: text("sha256").notNull(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  storageKey: text("storage_key").notNull(),
  originalName: text("original_name"),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export const projects = pgTable("projects", {
  id: id(),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id),
  name: text("name").notNull(),
  nameEn: text("name_en"),
  year: integer("year").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  orderNum: integer("order_num").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A batch inside a project (常规批, 绿色通道批, 特聘批) with its declaration window (startsAt/endsAt), the other
 * stages' windows, the pipeline (stages on/off and order), the seniority cut-off date and the publicity length.
 * Status: DRAFT → PUBLISHED → CLOSED → ARCHIVED; requirements are versioned once it is published.
 */
export const batches = pgTable("project_times", {
  id: id(),
  projectId: text("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  nameEn: text("name_en"),
  /** normal | green (talent green channel) | special (special appointment) */
  kind: text("kind").notNull().default("normal"),
  enabled: boolean("enabled").notNull().default(true),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  status: text("status").notNull().default("DRAFT"),
  /** YYYY-MM-DD: seniority and "since the current title" are counted up to this day */
  cutoffDate: text("cutoff_date"),
  publicityDays: integer("publicity_days").notNull().default(5),
  appealDays: integer("appeal_days").notNull().default(5),
  /** [{stage, enabled}] in order (contracts zcps/declaration-machine PipelineStep) */
  pipeline: jsonb("pipeline").$type<{ stage: string; enabled: boolean }[]>(),
  /** [{stage, startsAt, endsAt}]: the other stages' windows (ISO strings) */
  windows: jsonb("windows").$type<{ stage: string; startsAt: string | null; endsAt: string | null }[]>(),
  orderNum: integer("order_num").notNull().default(0),
  description: text("description"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /**
   * Raised in the same transaction as every write to one of the batch's declarations: cached list counts are
   * keyed by it, so they are never read stale on any instance.
   */
  declarationsVersion: integer("declarations_version").notNull().default(0),
  /**
   * Raised in the same transaction as every write to the batch's material directory or requirements: the
   * pre-check's cached copy of them is keyed by it.
   */
  configVersion: integer("config_version").notNull().default(0),
});

export const dictTypes = pgTable(
  "dict_types",
  {
    id: id(),
    tenantId: text("tenant_id").notNull(),
    parentId: text("parent_id"),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    orderNum: integer("order_num").notNull().default(0),
  },
  (t) => [uniqueIndex("dict_types_tenant_code").on(t.tenantId, t.code)],
);

export const dictValues = pgTable(
  "dict_values",
  {
    id: id(),
    typeId: text("type_id")
      .notNull()
      .references(() => dictTypes.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    value: text("value").notNull(),
    label: text("label").notNull(),
    labelEn: text("label_en").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    index("dict_values_type").on(t.typeId),
    uniqueIndex("dict_values_type_code").on(t.typeId, t.code),
    uniqueIndex("dict_values_type_value").on(t.typeId, t.value),
  ],
);

export const portalLinks = pgTable("portal_links", {
  id: id(),
  tenantId: text("tenant_id").notNull(),
  title: text("title").notNull(),
  titleEn: text("title_en").notNull(),
  url: text("url").notNull(),
  orderNum: integer("order_num").notNull().default(0),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/**
 * The task queue's own row per task (platform/queue): the queue it was sent to, so a task is found by its id
 * alone, and the progress its handler last reported. The tasks themselves live in pg-boss's schema ("pgboss").
 */
export const taskProgress = pgTable(
  "task_progress",
  {
    id: uuid("id").primaryKey(),
    queue: text("queue").notNull(),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("task_progress_created").on(t.createdAt)],
);

export * from "./schema-api-routes";
export * from "./schema-applications";
export * from "./schema-experts";
export * from "./schema-gateway";
export * from "./schema-instances";
export * from "./schema-peer-review";
export * from "./schema-review-stages";
export * from "./schema-services";
export * from "./schema-team-review";
export * from "./schema-workflow";
export * from "./schema-zcps";
