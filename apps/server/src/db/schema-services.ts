import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { oauthClients } from "./schema";

/**
 * The platform's services: the modules behind each path prefix of the API (/api/auth, /api/admin, /api/zcps-sh,
 * ...), one row per prefix the server registers, added when an instance starts. Not a tenant's: one route table
 * serves every tenant. A disabled service answers 503 under its whole prefix on every instance.
 */
export const services = pgTable("services", {
  /** the path's first segment after /api ("zcps-sh"), or "platform" for /api/health and /api/ping */
  code: text("code").primaryKey(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionZh: text("description_zh"),
  descriptionEn: text("description_en"),
  enabled: boolean("enabled").notNull().default(true),
  /** why it was disabled, shown to every caller it refuses */
  reason: text("reason"),
  /** true: any OAuth client's token may call it; false: only the clients in service_clients */
  allClients: boolean("all_clients").notNull().default(true),
  orderNum: integer("order_num").notNull().default(100),
  updatedBy: text("updated_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The clients that may call a service kept to some clients (services.all_clients false). Keyed by the client's
 * public id, the one a token records: renaming a client carries its grants, deleting it drops them.
 */
export const serviceClients = pgTable(
  "service_clients",
  {
    serviceCode: text("service_code")
      .notNull()
      .references(() => services.code, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: "cascade", onUpdate: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serviceCode, t.clientId] })],
);
