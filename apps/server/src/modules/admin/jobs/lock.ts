import { sql } from "drizzle-orm";
import type { Database, Db } from "../../../db/client";

/** The first key of the two-key advisory lock: "JOB", so jobs never collide with other advisory locks. */
const JOB_LOCK_CLASS = 0x4a4f42;

/** Jobs running in this process, per database. */
const runningHere = new WeakMap<Db, Set<string>>();

function runningSet(db: Db): Set<string> {
  let set = runningHere.get(db);
  if (!set) {
    set = new Set();
    runningHere.set(db, set);
  }
  return set;
}

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

/** True while this process runs the job. */
export function isRunningHere(db: Db, jobId: string): boolean {
  return runningSet(db).has(jobId);
}

/**
 * Runs `work` as the only runner of the job, or returns `acquired: false` at once when someone else is.
 *
 * PostgreSQL: a transaction on its own connection holds `pg_try_advisory_xact_lock(JOB, hashtext(job id))` for
 * as long as `work` runs (work itself uses the pool, not that transaction), so instances sharing the database
 * exclude each other; the lock ends with the transaction, also when the process dies.
 *
 * PGlite: it supports advisory locks, but it is one session, in which they are re-entrant, and only one process
 * can open its data directory; the set of jobs running in this process is the lock there. The same set also
 * spares PostgreSQL a connection when this process already runs the job.
 */
export async function withJobLock<T>(
  database: { db: Db; kind: Database["kind"] },
  jobId: string,
  work: () => Promise<T>,
): Promise<Locked<T>> {
  const running = runningSet(database.db);
  if (running.has(jobId)) return { acquired: false };
  running.add(jobId);
  try {
    if (database.kind === "pglite") return { acquired: true, value: await work() };
    return await database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${jobId})) as got`,
      );
      const [row] = (result as unknown as { rows: { got: boolean }[] }).rows;
      if (!row?.got) return { acquired: false } as const;
      return { acquired: true, value: await work() } as const;
    });
  } finally {
    running.delete(jobId);
  }
}
