import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Gateway rules the server applies itself: under a path prefix, a per-minute limit per signed-in user and per
 * address, and a maintenance switch with its own message. Not a tenant's: one route table serves every tenant.
 * The most specific (longest) enabled prefix a request's path starts with is its rule.
 */
export const gatewayRules = pgTable("gateway_rules", {
  id: text("id").primaryKey(),
  /** e.g. /api/zcps/ — matched against the request's path as a plain prefix */
  pathPrefix: text("path_prefix").notNull().unique(),
  /** requests per minute per signed-in user; null: no limit */
  perUserPerMinute: integer("per_user_per_minute"),
  /** requests per minute per client address; null: no limit */
  perAddressPerMinute: integer("per_address_per_minute"),
  maintenance: boolean("maintenance").notNull().default(false),
  maintenanceMessage: text("maintenance_message"),
  maintenanceMessageEn: text("maintenance_message_en"),
  enabled: boolean("enabled").notNull().default(true),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * Requests counted against a rule's limits, per key (a user id or an address) and fixed one-minute window, shared
 * by every instance. The window is the database's clock, so instances whose clocks differ count in the same one.
 * Windows older than the current one are pruned.
 */
export const gatewayHits = pgTable(
  "gateway_hits",
  {
    ruleId: text("rule_id")
      .notNull()
      .references(() => gatewayRules.id, { onDelete: "cascade" }),
    /** "user" or "address" */
    keyKind: text("key_kind").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.keyKind, t.key, t.windowStart] }),
    index("gateway_hits_window").on(t.windowStart),
  ],
);
