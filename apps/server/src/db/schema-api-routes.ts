import { boolean, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per-route switches for the server's API: a row with enabled=false makes the route answer 503 on every instance.
 * Not a tenant's: one route table serves every tenant. A route without a row is enabled.
 */
export const apiRouteSwitches = pgTable(
  "api_route_switches",
  {
    method: text("method").notNull(),
    /** the route pattern as the server registers it, e.g. /api/admin/user/:id */
    path: text("path").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    reason: text("reason"),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.method, t.path] })],
);
