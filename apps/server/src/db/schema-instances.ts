import type { InstanceFigures } from "@zcps/contracts/metrics";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The service registry: one row per server process that has listened, shared by every instance on the database.
 * Not a tenant's: the processes serve every tenant. Times are the database's clock, so instances on machines
 * whose clocks differ agree on how long ago a heartbeat was.
 */
export const serviceInstances = pgTable(
  "service_instances",
  {
    id: text("id").primaryKey(),
    host: text("host").notNull(),
    /** the port it listens on */
    port: integer("port"),
    pid: integer("pid").notNull(),
    /** the server's package version */
    version: text("version").notNull(),
    /** its heartbeat interval: the row's status is judged by the instance's own pace */
    heartbeatMs: integer("heartbeat_ms").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    /** set by a graceful shutdown; a killed process never sets it and goes STALE, then DOWN */
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    /** its figures as of its last heartbeat (the service monitor's per-instance view); null until it reports */
    metrics: jsonb("metrics").$type<InstanceFigures>(),
  },
  (t) => [index("service_instances_heartbeat").on(t.heartbeatAt)],
);
