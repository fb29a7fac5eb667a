import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { loginFailures, oauthClients, passwordResets, sessions, tenants, users, verifyCodes } from "../../../db/schema";

const live = isNull(users.deletedAt);

export async function findUserForLogin(db: Executor, username: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, live))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByMobile(db: Executor, tenantId: string, mobilePhone: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.mobilePhone, mobilePhone), live))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, live))
    .limit(1);
  return rows[0] ?? null;
}

export async function findClient(db: Executor, clientId: string) {
  const rows = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** Marks the token revoked; returns the owner (with account and name, for the log) when a live session was. */
export async function revokeSession(db: Executor, tokenHash: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      username: sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${sessions.userId})`,
      name: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${sessions.userId})`,
    });
  return rows[0] ?? null;
}

export async function isTenantEnabled(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db.select({ enabled: tenants.enabled }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0]?.enabled ?? false;
}

export async function revokeUserSessions(db: Executor, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function countRecentFailures(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return rows[0]?.n ?? 0;
}

export async function recordFailures(db: Executor, keys: string[]) {
  if (keys.length > 0) await db.insert(loginFailures).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: Executor, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function insertVerifyCode(db: Executor, row: typeof verifyCodes.$inferInsert) {
  await db.insert(verifyCodes).values(row);
}

export async function findVerifyCode(db: Executor, id: string) {
  const rows = await db.select().from(verifyCodes).where(eq(verifyCodes.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function lastCodeSentAt(db: Executor, mobilePhone: string): Promise<Date | null> {
  const rows = await db
    .select({ at: sql<Date>`max(${verifyCodes.createdAt})` })
    .from(verifyCodes)
    .where(eq(verifyCodes.mobilePhone, mobilePhone));
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Counts a try and, when the code matched, consumes it; both in one statement so no code is used twice. */
export async function spendVerifyCode(db: Executor, id: string, matched: boolean) {
  const rows = await db
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1`, consumedAt: matched ? sql`now()` : null })
    .where(and(eq(verifyCodes.id, id), isNull(verifyCodes.consumedAt)))
    .returning({ id: verifyCodes.id });
  return rows.length === 1;
}

export async function insertPasswordReset(db: Executor, row: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(row);
}

export async function usePasswordReset(db: Executor, tokenHash: string) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0] ?? null;
}

/** Returns the user's tenant. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tenantId: users.tenantId });
  return row?.tenantId ?? null;
}
