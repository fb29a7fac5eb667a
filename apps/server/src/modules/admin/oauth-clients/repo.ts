import type { OAuthGrantType } from "@zcps/contracts/oauth-clients";
import { and, asc, count, eq, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsText } from "../../../db/like";
import { oauthClients } from "../../../db/schema";

export interface ClientFilter {
  name?: string;
  enabled?: boolean;
  page: number;
  limit: number;
}

/** Every column but the secret's hash: nothing read here ever carries it. */
const publicColumns = {
  id: oauthClients.id,
  clientId: oauthClients.clientId,
  name: oauthClients.name,
  description: oauthClients.description,
  grantTypes: oauthClients.grantTypes,
  scopes: oauthClients.scopes,
  redirectUris: oauthClients.redirectUris,
  accessTokenSeconds: oauthClients.accessTokenSeconds,
  enabled: oauthClients.enabled,
  createdAt: oauthClients.createdAt,
  updatedAt: oauthClients.updatedAt,
};

export type ClientRecord = Awaited<ReturnType<typeof findClientById>> & {};

export interface ClientValues {
  clientId: string;
  name: string;
  description: string | null;
  grantTypes: OAuthGrantType[];
  scopes: string[];
  redirectUris: string[];
  accessTokenSeconds: number;
  enabled: boolean;
}

export async function pageClients(db: Executor, filter: ClientFilter) {
  const conditions: SQL[] = [];
  if (filter.name) {
    const either = or(containsText(oauthClients.clientId, filter.name), containsText(oauthClients.name, filter.name));
    if (either) conditions.push(either);
  }
  if (filter.enabled !== undefined) conditions.push(eq(oauthClients.enabled, filter.enabled));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(oauthClients).where(where);
  const rows = await db
    .select(publicColumns)
    .from(oauthClients)
    .where(where)
    .orderBy(asc(oauthClients.clientId))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findClientById(db: Executor, id: string) {
  const rows = await db.select(publicColumns).from(oauthClients).where(eq(oauthClients.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertClient(db: Executor, row: ClientValues & { id: string; secretHash: string }) {
  await db.insert(oauthClients).values(row);
}

export async function updateClient(db: Executor, id: string, values: Partial<ClientValues>) {
  await db
    .update(oauthClients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(oauthClients.id, id));
}

export async function setSecretHash(db: Executor, id: string, secretHash: string) {
  await db.update(oauthClients).set({ secretHash, updatedAt: new Date() }).where(eq(oauthClients.id, id));
}

export async function deleteClient(db: Executor, id: string) {
  await db.delete(oauthClients).where(eq(oauthClients.id, id));
}
