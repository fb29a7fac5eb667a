import { randomBytes } from "node:crypto";
import os from "node:os";
import { translate } from "@zcps/contracts/messages";
import { ZodError } from "zod";
import type { Database, Db } from "../../../db/client";
import type { JobContext } from "./handlers/handler";
import { withJobLock } from "./lock";
import type { HandlerRegistry } from "./registry";
import * as repo from "./repo";

/** What a run needs to know about its job. */
export interface RunnableJob {
  id: string;
  tenantId: string;
  name: string;
  handler: string;
  params: unknown;
}

export interface RunnerLog {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface RunnerOptions {
  db: Db;
  database: Pick<Database, "kind" | "backup">;
  config: JobContext["config"];
  handlers: HandlerRegistry;
  /** the scheduler's clock; tests move it */
  clock?: () => Date;
  /** recorded on each run: which instance ran it */
  instance?: string;
  log?: RunnerLog;
}

/** This process in the run history: host:pid and a random tag (a pid can repeat across restarts). */
const PROCESS_INSTANCE = `${os.hostname()}:${process.pid}:${randomBytes(2).toString("hex")}`;

const MAX_ERROR = 4000;
const INTERRUPTED = "interrupted: the server stopped during the run";

const silentLog: RunnerLog = { warn: () => undefined, error: () => undefined };

function describeError(error: unknown): string {
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => `${i.path.join(".") || "params"}: ${translate(i.message, "en")}`);
    return `invalid parameters: ${issues.join("; ")}`;
  }
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_ERROR);
}

/**
 * Runs jobs and records each run (start, duration, result or error). A job runs only while its lock is held
 * (lock.ts), so no two runs of one job overlap anywhere; a scheduled run also claims its slot, once per slot.
 * A failing handler fails its run and nothing else.
 */
export function createJobRunner(options: RunnerOptions) {
  const { db, database, config, handlers } = options;
  const clock = options.clock ?? (() => new Date());
  const instance = options.instance ?? PROCESS_INSTANCE;
  const log = options.log ?? silentLog;
  const lockTarget = { db, kind: database.kind };

  /** Runs the handler and records the outcome on the run's row. */
  async function perform(job: RunnableJob, runId: number): Promise<void> {
    const started = performance.now();
    let outcome: { status: "success"; result: string } | { status: "failed"; error: string };
    try {
      const handler = handlers.get(job.handler);
      if (!handler) throw new Error(`unknown handler "${job.handler}"`);
      const params = handler.params.parse(job.params ?? {});
      const result = await handler.run({ db, config, database, now: clock(), tenantId: job.tenantId }, params);
      outcome = { status: "success", result: JSON.stringify(result ?? {}) };
    } catch (error) {
      outcome = { status: "failed", error: describeError(error) };
      log.warn({ err: error, job: job.name }, "job run failed");
    }
    await repo.finishRun(db, runId, {
      ...outcome,
      finishedAt: clock(),
      durationMs: Math.round(performance.now() - started),
    });
  }

  return {
    instance,

    /**
     * Runs the job for a cron slot unless any instance has claimed that slot already (then null). While the
     * job is still running elsewhere the slot is left unclaimed, for a later tick: "busy".
     */
    async runSlot(job: RunnableJob, slot: Date): Promise<number | "busy" | null> {
      const locked = await withJobLock(lockTarget, job.id, async () => {
        const runId = await repo.claimSlot(db, { jobId: job.id, slot, startedAt: clock(), instance });
        if (runId !== null) await perform(job, runId);
        return runId;
      });
      return locked.acquired ? locked.value : "busy";
    },

    /**
     * Starts a manual run: "busy" when the job is running, else the new run's id at once and a promise that
     * settles when the run is recorded.
     */
    async runNow(job: RunnableJob): Promise<"busy" | { runId: number; finished: Promise<void> }> {
      let announce: (runId: number | "busy") => void = () => undefined;
      let fail: (error: unknown) => void = () => undefined;
      const started = new Promise<number | "busy">((resolve, reject) => {
        announce = resolve;
        fail = reject;
      });
      const finished = withJobLock(lockTarget, job.id, async () => {
        const runId = await repo.insertManualRun(db, { jobId: job.id, startedAt: clock(), instance });
        announce(runId);
        await perform(job, runId);
      }).then(
        (locked) => {
          if (!locked.acquired) announce("busy");
        },
        (error) => {
          fail(error);
          log.error({ err: error, job: job.name }, "job run could not be recorded");
        },
      );
      const runId = await started;
      return runId === "busy" ? "busy" : { runId, finished };
    },

    /**
     * Marks runs left "running" by a stopped process as failed. A job's lock being free proves nobody runs
     * it, so a run another live instance is performing is never touched.
     */
    async recoverInterrupted(): Promise<number> {
      let recovered = 0;
      for (const jobId of await repo.jobsWithRunningRuns(db)) {
        const locked = await withJobLock(lockTarget, jobId, () =>
          repo.failRunningRuns(db, jobId, INTERRUPTED, clock()),
        );
        if (locked.acquired) recovered += locked.value;
      }
      return recovered;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
