import type { InstanceFigures } from "@zcps/contracts/metrics";
import { eq, isNull, sql } from "drizzle-orm";
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
 * Inserts the instance, or, when its row is there, beats: the heartbeat is the database's now, the figures its
 * current ones and a stop is cleared (a process that was asleep past the prune comes back as a new row with the same
 * id). One statement per beat.
 */
export async function upsertInstance(
  db: Executor,
  record: InstanceRecord,
  metrics: InstanceFigures | null,
): Promise<void> {
  await db
    .insert(serviceInstances)
    .values({ ...record, metrics })
    .onConflictDoUpdate({
      target: serviceInstances.id,
      set: { heartbeatAt: sql`now()`, stoppedAt: null, port: record.port, metrics },
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

/** A row's columns, with how long ago its heartbeat was by the database's clock. */
const instanceColumns = {
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
};

/** Every row. */
export async function listInstances(db: Executor) {
  return db.select(instanceColumns).from(serviceInstances);
}

/** The rows not stopped, with their figures as of their last heartbeat (the service monitor's per-instance view). */
export async function listRunningWithFigures(db: Executor) {
  return db
    .select({ ...instanceColumns, metrics: serviceInstances.metrics })
    .from(serviceInstances)
    .where(isNull(serviceInstances.stoppedAt));
}
