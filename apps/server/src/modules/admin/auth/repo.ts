import { and, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../../db/client";
import {
  loginFailures,
  oauthClients,
  passwordResets,
  sessions,
  signInLinks,
  tenants,
  users,
  verifyCodes,
} from "../../../db/schema";
import type { FailureKeys, RecentFailures } from "./sign-in-throttle";

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

export async function findUserById(db: Executor, id: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSignInLink(db: Executor, row: typeof signInLinks.$inferInsert) {
  await db.insert(signInLinks).values(row);
}

/** Marks an unused, unexpired link used and answers whose it was and where it leads; null for any other. */
export async function useSignInLink(db: Executor, tokenHash: string) {
  const rows = await db
    .update(signInLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)))
    .returning({ userId: signInLinks.userId, path: signInLinks.path });
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

/** The first key of the two-key advisory lock: "LGN"; jobs use "JOB", the structure sync "STR". */
const SIGN_IN_LOCK_CLASS = 0x4c474e;

/**
 * Holds the sign-in lock of each key until the transaction ends, so attempts under one key are judged one after
 * the other at every instance. Taken in one order, so two attempts never wait for each other.
 */
export async function lockFailureKeys(tx: Tx, keys: string[]) {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_CLASS}::int, h) from (select distinct hashtext(k) as h from unnest(array[${list}]::text[]) as k) as locks order by h`,
  );
}

export async function recentFailures(db: Executor, keys: FailureKeys, windowSeconds: number): Promise<RecentFailures> {
  const under = (key: string) => sql`${loginFailures.key} = ${key}`;
  const [row] = await db
    .select({
      onAccount: sql<number>`(count(*) filter (where ${under(keys.account)}))::int`,
      fromAddress: sql<number>`(count(*) filter (where ${under(keys.address)}))::int`,
      onAccountFromAddress: sql<number>`(count(*) filter (where ${under(keys.accountFromAddress)}))::int`,
      sinceLastOnAccountMs: sql<
        number | null
      >`(extract(epoch from clock_timestamp() - max(${loginFailures.at}) filter (where ${under(keys.account)})) * 1000)::float8`,
    })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [keys.account, keys.address, keys.accountFromAddress]),
        gt(loginFailures.at, sql`clock_timestamp() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row ?? { onAccount: 0, fromAddress: 0, onAccountFromAddress: 0, sinceLastOnAccountMs: null };
}

/**
 * Returns the rows' ids. Stamped with the clock, not the transaction's start, so under the lock the latest failure
 * is the last one recorded.
 */
export async function recordFailures(db: Executor, keys: string[]): Promise<number[]> {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, at: sql`clock_timestamp()` })))
    .returning({ id: loginFailures.id });
  return rows.map((row) => row.id);
}

/** Deletes every failure under `keys`, and the rows `ids`. */
export async function forgetFailures(db: Executor, keys: string[], ids: number[]) {
  await db.delete(loginFailures).where(or(inArray(loginFailures.key, keys), inArray(loginFailures.id, ids)));
}

/** Whether the user signed in from the address (sessions are kept a while after they end). */
export async function hasSignedInFrom(db: Executor, userId: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
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
