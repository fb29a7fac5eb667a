/**
 * Tables of the two stages reviewed by teams: the formal audit (stage 4) and the personnel synthesis review (stage 5).
 * A batch forms teams per stage; each declaration entering a stage has one case row (its team and where it stands
 * there, a read model kept by the stage's transitions); the members' checks and the teams' decisions are appended to
 * team_checks and never changed.
 */
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tenantId = () => text("tenant_id").notNull();
const projectTimeId = () => text("project_time_id").notNull();
/** FORMAL_AUDIT | SYNTHESIS_REVIEW */
const stage = () => text("stage").notNull();

/** A review team of one stage of one batch, with a leader (who is one of its members). */
export const reviewTeams = pgTable(
  "review_teams",
  {
    id: text("id").primaryKey(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    stage: stage(),
    name: text("name").notNull(),
    leaderUserId: text("leader_user_id").notNull(),
    orderNum: integer("order_num").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_teams_name").on(t.projectTimeId, t.stage, t.name)],
);

/**
 * A team's members. `unitId` is the member's unit (二级单位) when they joined: the team never reviews a declaration of
 * that unit; null for members of an office.
 */
export const reviewTeamMembers = pgTable(
  "review_team_members",
  {
    teamId: text("team_id").notNull(),
    userId: text("user_id").notNull(),
    /** LEADER | MEMBER */
    duty: text("duty").notNull().default("MEMBER"),
    unitId: text("unit_id"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("review_team_members_user").on(t.userId)],
);

/**
 * One declaration in one team stage: the team it is allocated to and where it stands there (contracts CASE_STATUSES),
 * the figures the lists and counts read. Written when the declaration enters the stage and by every allocation,
 * check, decision and transition that touches the stage; the checks and the workflow's decisions hold the history.
 */
export const teamCases = pgTable(
  "team_cases",
  {
    declarationId: text("declaration_id").notNull(),
    stage: stage(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    /** the declaration's unit, copied for the allocation's exclusion and the counts by unit */
    unitId: text("unit_id"),
    teamId: text("team_id"),
    allocatedBy: text("allocated_by"),
    allocatedAt: timestamp("allocated_at", { withTimezone: true }),
    status: text("status").notNull().default("PENDING"),
    checks: integer("checks").notNull().default(0),
    lastCheckAt: timestamp("last_check_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    /** an open return: the last day (YYYY-MM-DD, school time) to correct it, and where it went */
    returnDeadline: text("return_deadline"),
    returnTarget: text("return_target"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.declarationId, t.stage] }),
    index("team_cases_batch").on(t.projectTimeId, t.stage, t.status),
    index("team_cases_team").on(t.teamId, t.status),
    index("team_cases_deadline").on(t.status, t.returnDeadline),
  ],
);

/** Append-only: every allocation and reallocation of a declaration to a team. */
export const teamAllocations = pgTable(
  "team_allocations",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    tenantId: tenantId(),
    declarationId: text("declaration_id").notNull(),
    stage: stage(),
    teamId: text("team_id").notNull(),
    fromTeamId: text("from_team_id"),
    /** HAND | EVEN */
    mode: text("mode").notNull(),
    byUserId: text("by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_allocations_declaration").on(t.declarationId, t.stage, t.seq)],
);

/**
 * Append-only: a member's check (checklist, conclusion, comment), the team's decision, its withdrawal, the personnel
 * lead's ruling, a lapsed return. A decision's row names the declaration's version it moved from.
 */
export const teamChecks = pgTable(
  "team_checks",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: text("id").notNull().unique(),
    tenantId: tenantId(),
    projectTimeId: projectTimeId(),
    declarationId: text("declaration_id").notNull(),
    stage: stage(),
    /** null: personnel acting outside the teams, or the system */
    teamId: text("team_id"),
    userId: text("user_id").notNull(),
    userName: text("user_name").notNull(),
    /** CHECK | DECISION | WITHDRAWAL | RULING | LAPSE */
    kind: text("kind").notNull(),
    conclusion: text("conclusion"),
    checklist: jsonb("checklist").$type<{ key: string; ok: boolean; note?: string }[]>().notNull().default([]),
    comment: text("comment"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    declarationVersion: integer("declaration_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("team_checks_declaration").on(t.declarationId, t.stage, t.seq),
    index("team_checks_team").on(t.teamId, t.userId),
  ],
);
