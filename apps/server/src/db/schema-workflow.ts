import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The BPMN workflow module (modules/workflow-engine): models drawn in the browser and their saved versions,
 * process definitions deployed from them, instances whose engine state is saved after every step, their tasks
 * and their history. Each row belongs to a tenant (tenant and user ids
 * are kept as text, like the other modules' tables).
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A model: its key names the process it deploys; `xml` is the current draft, saved as versions. */
export const flowModels = pgTable(
  "flow_models",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    xml: text("xml").notNull(),
    /** the last saved version's number, 0 before the first */
    latestVersion: integer("latest_version").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("flow_models_tenant_key").on(t.tenantId, t.key)],
);

export const flowModelVersions = pgTable(
  "flow_model_versions",
  {
    id: text("id").primaryKey(),
    modelId: text("model_id")
      .notNull()
      .references(() => flowModels.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    xml: text("xml").notNull(),
    comment: text("comment"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("flow_model_versions_model_version").on(t.modelId, t.version)],
);

/** A deployed process: versions of one key count up; a suspended one starts no instance and moves none. */
export const flowDefinitions = pgTable(
  "flow_definitions",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    xml: text("xml").notNull(),
    /** the role group codes whose members may start it (the process's camunda:candidateStarterGroups); empty: anyone */
    starterGroups: text("starter_groups").array().notNull().default(sql`'{}'::text[]`),
    suspended: boolean("suspended").notNull().default(false),
    deployedBy: text("deployed_by"),
    deployedAt: timestamp("deployed_at", { withTimezone: true }).notNull().defaultNow(),
    modelVersionId: text("model_version_id").references(() => flowModelVersions.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("flow_definitions_tenant_key_version").on(t.tenantId, t.key, t.version)],
);

/** An instance: `state` is the engine's saved state after its last step; `revision` guards concurrent steps. */
export const flowInstances = pgTable(
  "flow_instances",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    definitionId: text("definition_id")
      .notNull()
      .references(() => flowDefinitions.id),
    businessKey: text("business_key"),
    starterId: text("starter_id").notNull(),
    /** running, completed or cancelled */
    status: text("status").notNull(),
    cancelReason: text("cancel_reason"),
    state: jsonb("state"),
    variables: jsonb("variables").notNull().default({}),
    currentActivities: text("current_activities").array().notNull().default(sql`'{}'::text[]`),
    revision: integer("revision").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("flow_instances_tenant_status").on(t.tenantId, t.status),
    index("flow_instances_starter").on(t.starterId),
    index("flow_instances_definition").on(t.definitionId),
  ],
);

/** A user task waiting in (or done in) an instance; candidates are user ids and role group codes. */
export const flowTasks = pgTable(
  "flow_tasks",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    instanceId: text("instance_id")
      .notNull()
      .references(() => flowInstances.id, { onDelete: "cascade" }),
    elementId: text("element_id").notNull(),
    name: text("name").notNull(),
    assigneeId: text("assignee_id"),
    candidateUserIds: text("candidate_user_ids").array().notNull().default(sql`'{}'::text[]`),
    candidateGroups: text("candidate_groups").array().notNull().default(sql`'{}'::text[]`),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** open, claimed, completed or cancelled */
    status: text("status").notNull(),
    form: jsonb("form"),
    comment: text("comment"),
    completedBy: text("completed_by"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    delegatedFrom: text("delegated_from"),
    createdAt: createdAt(),
  },
  (t) => [
    index("flow_tasks_instance").on(t.instanceId),
    index("flow_tasks_tenant_status").on(t.tenantId, t.status),
    index("flow_tasks_assignee").on(t.assigneeId),
    index("flow_tasks_completed_by").on(t.completedBy),
  ],
);

/** What happened in an instance: activities entered and left, tasks claimed, completed, delegated; cancels. */
export const flowHistory = pgTable(
  "flow_history",
  {
    id: text("id").primaryKey(),
    instanceId: text("instance_id")
      .notNull()
      .references(() => flowInstances.id, { onDelete: "cascade" }),
    activityId: text("activity_id"),
    activityName: text("activity_name"),
    event: text("event").notNull(),
    by: text("by"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb("payload"),
  },
  (t) => [index("flow_history_instance").on(t.instanceId, t.at)],
);
