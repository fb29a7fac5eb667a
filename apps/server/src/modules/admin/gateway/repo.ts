import type { GatewayKeyKind, GatewayRuleValues } from "@zcps/contracts/gateway";
import { and, asc, count, eq, lt, max, ne, sql, sum } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { gatewayHits, gatewayRules } from "../../../db/schema";

export type RuleRecord = typeof gatewayRules.$inferSelect;

/** The current fixed one-minute window, by the database's clock (shared by every instance). */
const CURRENT_WINDOW = sql`date_trunc('minute', now())`;

export async function listRules(db: Executor): Promise<RuleRecord[]> {
  return db.select().from(gatewayRules).orderBy(asc(gatewayRules.pathPrefix));
}

export async function findRule(db: Executor, id: string): Promise<RuleRecord | undefined> {
  const [row] = await db.select().from(gatewayRules).where(eq(gatewayRules.id, id));
  return row;
}

export async function prefixTaken(db: Executor, pathPrefix: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gatewayRules.id })
    .from(gatewayRules)
    .where(
      exceptId
        ? and(eq(gatewayRules.pathPrefix, pathPrefix), ne(gatewayRules.id, exceptId))
        : eq(gatewayRules.pathPrefix, pathPrefix),
    );
  return Boolean(row);
}

export async function insertRule(db: Executor, id: string, values: GatewayRuleValues, updatedBy: string) {
  const [row] = await db
    .insert(gatewayRules)
    .values({ id, ...values, updatedBy, updatedAt: new Date() })
    .returning();
  return row as RuleRecord;
}

export async function updateRule(db: Executor, id: string, values: GatewayRuleValues, updatedBy: string) {
  const [row] = await db
    .update(gatewayRules)
    .set({ ...values, updatedBy, updatedAt: new Date() })
    .where(eq(gatewayRules.id, id))
    .returning();
  return row;
}

export async function deleteRule(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(gatewayRules).where(eq(gatewayRules.id, id)).returning({ id: gatewayRules.id });
  return rows.length > 0;
}

/**
 * Counts one more request of each key against a rule in the current window, in one statement, and answers each
 * key's count so far with the seconds left in the window.
 */
export async function countHits(db: Executor, ruleId: string, keys: { kind: GatewayKeyKind; key: string }[]) {
  return db
    .insert(gatewayHits)
    .values(keys.map(({ kind, key }) => ({ ruleId, keyKind: kind, key, windowStart: CURRENT_WINDOW, count: 1 })))
    .onConflictDoUpdate({
      target: [gatewayHits.ruleId, gatewayHits.keyKind, gatewayHits.key, gatewayHits.windowStart],
      set: { count: sql`${gatewayHits.count} + 1` },
    })
    .returning({
      kind: gatewayHits.keyKind,
      count: gatewayHits.count,
      windowStart: gatewayHits.windowStart,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${gatewayHits.windowStart} + interval '1 minute' - now())))::int`,
    });
}

/** Forgets the counts of windows before the current one. */
export async function pruneHits(db: Executor): Promise<void> {
  await db.delete(gatewayHits).where(lt(gatewayHits.windowStart, CURRENT_WINDOW));
}

/** The current window's counts per rule and key kind: requests, keys and the busiest key's count. */
export async function currentHits(db: Executor) {
  const result = await db.execute(sql`select extract(epoch from ${CURRENT_WINDOW})::float8 as start`);
  const start = Number((result as unknown as { rows: { start: number | string }[] }).rows[0]?.start ?? 0);
  const rows = await db
    .select({
      ruleId: gatewayHits.ruleId,
      keyKind: gatewayHits.keyKind,
      requests: sum(gatewayHits.count).mapWith(Number),
      keys: count(),
      busiest: max(gatewayHits.count),
    })
    .from(gatewayHits)
    .where(eq(gatewayHits.windowStart, CURRENT_WINDOW))
    .groupBy(gatewayHits.ruleId, gatewayHits.keyKind);
  return { windowStart: new Date(start * 1000), rows };
}
