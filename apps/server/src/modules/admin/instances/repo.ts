import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { serviceInstances } from "../../../db/schema";

export interface InstanceRecord {
  id: string;
  host: string;
  port: number | null;
  pid: number;
  version: string;
  heartbeatMs: number;
}

/**
 * Inserts the instance, or, when its row is there, beats: the heartbeat is the database's now and a stop is
 * cleared (a process that was asleep past the prune comes back as a new row with the same id).
 */
export async function upsertInstance(db: Executor, record: InstanceRecord): Promise<void> {
  await db
    .insert(serviceInstances)
    .values(record)
    .onConflictDoUpdate({
      target: serviceInstances.id,
      set: { heartbeatAt: sql`now()`, stoppedAt: null, port: record.port },
    });
}

export async function markStopped(db: Executor, id: string): Promise<void> {
  await db.update(serviceInstances).set({ stoppedAt: sql`now()` }).where(eq(serviceInstances.id, id));
}

/** Deletes the rows whose last sign of life is older than the age given, in milliseconds. */
export async function pruneSilentSince(db: Executor, ageMs: number): Promise<void> {
  await db
    .delete(serviceInstances)
    .where(
      sql`coalesce(${serviceInstances.stoppedAt}, ${serviceInstances.heartbeatAt}) < now() - ${Math.round(ageMs)}::int * interval '1 millisecond'`,
    );
}

/** Every row, with how long ago its heartbeat and its stop were by the database's clock. */
export async function listInstances(db: Executor) {
  return db
    .select({
      id: serviceInstances.id,
      host: serviceInstances.host,
      port: serviceInstances.port,
      pid: serviceInstances.pid,
      version: serviceInstances.version,
      heartbeatMs: serviceInstances.heartbeatMs,
      startedAt: serviceInstances.startedAt,
      heartbeatAt: serviceInstances.heartbeatAt,
      stoppedAt: serviceInstances.stoppedAt,
      heartbeatAgoMs: sql<number>`(extract(epoch from now() - ${serviceInstances.heartbeatAt}) * 1000)::int`,
    })
    .from(serviceInstances);
}
