import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { oauthClients, serviceClients, services } from "../../../db/schema";

export type ServiceRecord = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;

export async function listServices(db: Executor): Promise<ServiceRecord[]> {
  return db.select().from(services).orderBy(asc(services.orderNum), asc(services.code));
}

export async function findService(db: Executor, code: string): Promise<ServiceRecord | null> {
  const rows = await db.select().from(services).where(eq(services.code, code)).limit(1);
  return rows[0] ?? null;
}

/** The clients each service kept to some clients lets call it. */
export async function listGrants(db: Executor) {
  return db.select({ serviceCode: serviceClients.serviceCode, clientId: serviceClients.clientId }).from(serviceClients);
}

/** Adds the services missing, leaving those an administrator edited alone; returns the codes added. */
export async function insertMissing(db: Executor, rows: NewService[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db
    .insert(services)
    .values(rows)
    .onConflictDoNothing({ target: services.code })
    .returning({ code: services.code });
  return added.map((row) => row.code);
}

export async function updateService(
  db: Executor,
  code: string,
  values: Partial<Pick<NewService, "nameZh" | "nameEn" | "descriptionZh" | "descriptionEn" | "enabled" | "reason">> & {
    updatedBy: string;
  },
) {
  await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.code, code));
}

/** Every client may call the service, or exactly the ones listed: the list is replaced whole. */
export async function replaceClients(
  tx: Executor,
  code: string,
  allClients: boolean,
  clientIds: string[],
  updatedBy: string,
) {
  await tx.update(services).set({ allClients, updatedBy, updatedAt: new Date() }).where(eq(services.code, code));
  await tx.delete(serviceClients).where(eq(serviceClients.serviceCode, code));
  if (!allClients && clientIds.length > 0) {
    await tx.insert(serviceClients).values(clientIds.map((clientId) => ({ serviceCode: code, clientId })));
  }
}

/**
 * The OAuth clients, by their public id: the grants name them (a read of the client table the oauth-clients module
 * writes, as the grants' foreign key does).
 */
export async function listClients(db: Executor) {
  return db
    .select({ clientId: oauthClients.clientId, name: oauthClients.name, enabled: oauthClients.enabled })
    .from(oauthClients)
    .orderBy(asc(oauthClients.clientId));
}
