/**
 * The expert pools (专家库): external experts and internal ones drawn from the staff, with what the peer-review
 * allocation reads (disciplines, keywords, title level, load cap, active, blacklist) and their conflicts.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const experts = pgTable(
  "experts",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    /** external | internal */
    kind: text("kind").notNull(),
    /** internal: the staff member (name and unit are read from the staff record) */
    staffId: text("staff_id"),
    /** external: the expert's name */
    name: text("name"),
    institution: text("institution"),
    titleName: text("title_name").notNull(),
    /** FULL_SENIOR | ASSOC_SENIOR */
    titleLevel: text("title_level").notNull(),
    doctoralSupervisor: boolean("doctoral_supervisor").notNull().default(false),
    /** national catalogue codes, first (0812) or second level (081203) */
    disciplineCodes: jsonb("discipline_codes").$type<string[]>().notNull().default([]),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    phone: text("phone"),
    email: text("email"),
    /** at most this many declarants per review round */
    maxLoad: integer("max_load").notNull().default(8),
    active: boolean("active").notNull().default(true),
    blacklisted: boolean("blacklisted").notNull().default(false),
    blacklistReason: text("blacklist_reason"),
    blacklistedAt: timestamp("blacklisted_at", { withTimezone: true }),
    blacklistedBy: text("blacklisted_by"),
    /** the expert's own account, opened or linked on approval */
    userId: text("user_id"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: text("approved_by"),
    remark: text("remark"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("experts_pool").on(t.tenantId, t.kind, t.createdAt),
    uniqueIndex("experts_staff").on(t.tenantId, t.staffId).where(sql`${t.staffId} is not null`),
    uniqueIndex("experts_external_phone").on(t.tenantId, t.phone).where(sql`${t.kind} = 'external'`),
    uniqueIndex("experts_user").on(t.tenantId, t.kind, t.userId).where(sql`${t.userId} is not null`),
  ],
);

/** An expert's conflict with a declarant (staff), a unit or an institution, who reported it and why. */
export const expertConflicts = pgTable(
  "expert_conflicts",
  {
    id: text("id").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    expertId: text("expert_id")
      .notNull()
      .references(() => experts.id, { onDelete: "cascade" }),
    /** DECLARANT | UNIT | INSTITUTION */
    targetType: text("target_type").notNull(),
    /** the staff member or the unit; null for an institution */
    targetId: text("target_id"),
    /** the institution's name */
    institution: text("institution"),
    /** DECLARANT | EXPERT | SYSTEM | HR */
    source: text("source").notNull(),
    reason: text("reason").notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("expert_conflicts_key").on(
      t.expertId,
      t.targetType,
      sql`coalesce(${t.targetId}, lower(${t.institution}))`,
    ),
    index("expert_conflicts_target").on(t.tenantId, t.targetType, t.targetId),
  ],
);
