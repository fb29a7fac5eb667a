import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../platform/deps";
import { type CronSchedule, parseCron, previousFireTime } from "./cron";
import { handlerRegistry } from "./registry";
import * as repo from "./repo";
import { createJobRunner, type JobRunner, type RunnerLog } from "./runner";

export interface SchedulerOptions {
  db: Db;
  runner: JobRunner;
  timeZone: string;
  /** how often to look for due slots */
  tickMs: number;
  clock?: () => Date;
  log?: RunnerLog;
}

/**
 * Runs every enabled job at its cron slots, each slot exactly once across all instances sharing the database.
 *
 * Each tick, for each enabled job, the due slot is the latest fire time at or before now, if it is later than
 * both the latest slot any instance has claimed (job_runs) and the job's last change. The runner then takes the
 * job's lock and claims the slot by inserting its run row; the unique index on (job, slot) lets one instance's
 * insert through and the others skip.
 *
 * Missed slots: after a restart (or a run that outlasted several slots) only the most recent missed slot runs,
 * once; older missed slots are not replayed, since the built-in jobs are idempotent sweeps where one late run
 * covers them all. Slots before a job was created or last changed never run, so enabling a job or changing its
 * schedule does not fire it for the past.
 */
export function createScheduler(options: SchedulerOptions) {
  const { db, runner, timeZone, tickMs } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? { warn: () => undefined, error: () => undefined };
  const schedules = new Map<string, CronSchedule | null>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let startup: Promise<void> | null = null;

  /** Parsed once per expression; an expression stored before a rule tightened is skipped, not fatal. */
  function scheduleOf(cron: string): CronSchedule | null {
    if (!schedules.has(cron)) {
      try {
        schedules.set(cron, parseCron(cron));
      } catch (error) {
        log.warn({ err: error, cron }, "job has an invalid cron expression");
        schedules.set(cron, null);
      }
    }
    return schedules.get(cron) ?? null;
  }

  function track(promise: Promise<unknown>) {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }

  async function evaluate(): Promise<void> {
    const now = clock();
    for (const job of await repo.listSchedulable(db)) {
      const schedule = scheduleOf(job.cron);
      if (!schedule) continue;
      const slot = previousFireTime(schedule, now, timeZone);
      if (!slot) continue;
      const claimedUpTo = Math.max(job.lastSlot?.getTime() ?? 0, job.updatedAt.getTime());
      if (slot.getTime() <= claimedUpTo) continue;
      track(runner.runSlot(job, slot).catch((error) => log.error({ err: error, job: job.name }, "job slot failed")));
    }
  }

  const scheduler = {
    /**
     * Looks for due slots once and starts their runs (not waiting for them); a tick still under way makes
     * the next one a no-op. Never throws: a failure is logged and the next tick tries again.
     */
    tick(): Promise<void> {
      if (!ticking) {
        ticking = evaluate()
          .catch((error) => log.error({ err: error }, "job scheduler tick failed"))
          .finally(() => {
            ticking = null;
          });
      }
      return ticking;
    },

    /** Waits for the runs started so far. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Closes runs a stopped process left open, runs what is due (missed slots included), then ticks. */
    start() {
      if (timer) return;
      startup = runner
        .recoverInterrupted()
        .catch((error) => log.error({ err: error }, "job recovery failed"))
        .then(() => scheduler.tick());
      timer = setInterval(() => {
        void scheduler.tick();
      }, tickMs);
      timer.unref();
    },

    /** Stops ticking and waits for the runs under way. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await startup;
      await ticking;
      await scheduler.idle();
    },

    get running() {
      return timer !== null;
    },
  };
  return scheduler;
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** The server's scheduler over the built-in handlers, on the configured time zone and tick. */
export function createJobScheduler(deps: Pick<AppDeps, "db" | "config" | "database">, log?: RunnerLog): Scheduler {
  const runner = createJobRunner({
    db: deps.db,
    database: deps.database,
    config: deps.config,
    handlers: handlerRegistry(),
    log,
  });
  return createScheduler({
    db: deps.db,
    runner,
    timeZone: deps.config.TIME_ZONE,
    tickMs: deps.config.JOB_TICK_MS,
    log,
  });
}
