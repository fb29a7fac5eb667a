import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { Database, Executor } from "../../db/client";
import { bossDb, bossDbIn } from "./boss-db";
import type { TaskHandler, TaskOptions, TaskProgress, TaskQueue, TaskStatus } from "./index";
import * as repo from "./progress-repo";
import { startWorker, type Worker } from "./worker";

export interface TaskQueueLog {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface TaskQueueOptions {
  /** how long an idle worker waits before it looks for tasks again */
  pollMs: number;
  /** on stop, how long running tasks may take to finish before they are interrupted */
  stopGraceMs: number;
  /**
   * How often one instance runs pg-boss's maintenance: fail tasks active past their expiry (an instance died
   * under them) so they are retried, and archive ended ones. 120 seconds.
   */
  maintenanceIntervalSeconds?: number;
  log?: TaskQueueLog;
}

/** pg-boss's own defaults, spelled out so that a queue's settings are reset when an option is dropped */
function withDefaults(options: TaskOptions): Required<TaskOptions> {
  return {
    retryLimit: options.retryLimit ?? 2,
    retryDelaySeconds: options.retryDelaySeconds ?? 0,
    retryBackoff: options.retryBackoff ?? false,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
    concurrency: options.concurrency ?? 1,
  };
}

/** pg-boss keeps a waiting task 14 days, and an ended one 7 more days in its archive: progress outlives both. */
const PROGRESS_KEPT_MS = 30 * 24 * 3600 * 1000;

const INTERRUPTED = "interrupted: the server stopped while the task ran";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const silentLog: TaskQueueLog = { warn: () => undefined, error: () => undefined };

interface Queue {
  handler: TaskHandler<object>;
  options: Required<TaskOptions>;
  workers: Worker[];
}

/**
 * The task queue over pg-boss (its tables in the "pgboss" schema, installed and migrated by pg-boss at start),
 * on the application's own database connection; task_progress (ours) records each task's queue and progress.
 */
export function createTaskQueue(database: Pick<Database, "db" | "executeSql">, options: TaskQueueOptions): TaskQueue {
  const { db } = database;
  const log = options.log ?? silentLog;
  const boss = new PgBoss({
    db: bossDb(database),
    // cron belongs to the back office's job scheduler (modules/admin/jobs)
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
  });
  boss.on("error", (error) => log.error({ err: error }, "task queue maintenance failed"));
  boss.on("maintenance", () => {
    repo
      .purgeSentBefore(db, new Date(Date.now() - PROGRESS_KEPT_MS))
      .catch((error: unknown) => log.error({ err: error }, "task progress purge failed"));
  });
  const queues = new Map<string, Queue>();
  let phase: "new" | "started" | "stopped" = "new";

  function queueOf(name: string): Queue {
    const queue = queues.get(name);
    if (!queue) throw new Error(`no task queue "${name}" is registered`);
    return queue;
  }

  const saveProgress = (id: string, progress: TaskProgress) => repo.saveProgress(db, id, progress);

  return {
    register(name, handler, taskOptions = {}) {
      if (phase !== "new") throw new Error(`task queue "${name}" registered after the queue started`);
      if (queues.has(name)) throw new Error(`task queue "${name}" registered twice`);
      queues.set(name, { handler: handler as TaskHandler<object>, options: withDefaults(taskOptions), workers: [] });
    },

    async send(name, data, sendOptions = {}) {
      const queue = queueOf(name);
      if (phase !== "started") throw new Error("the task queue is not running");
      const id = randomUUID();
      const after = sendOptions.startAfter;
      const startAfter = typeof after === "number" ? `${after} seconds` : after;
      const enqueue = async (tx: Executor) => {
        await repo.insertTask(tx, id, name);
        // pg-boss's insert rather than its send (see bossDbIn); the queue's retries and expiry apply alike
        await boss.insert([{ id, name, data, startAfter }], { db: bossDbIn(tx) });
      };
      if (sendOptions.tx) await enqueue(sendOptions.tx);
      else await db.transaction(enqueue);
      for (const worker of queue.workers) worker.wake();
      return id;
    },

    async get(id) {
      if (!UUID.test(id)) return null;
      const task = await repo.findTask(db, id);
      if (!task) return null;
      const job = await boss.getJobById<object>(task.queue, id, { includeArchive: true });
      return job ? describe(job, { done: task.done, total: task.total, note: task.note }) : null;
    },

    async start() {
      if (phase === "stopped") throw new Error("a stopped task queue does not start again");
      if (phase === "started") return;
      await boss.start();
      for (const [name, { options: o }] of queues) {
        const settings = {
          name,
          retryLimit: o.retryLimit,
          retryDelay: o.retryDelaySeconds,
          retryBackoff: o.retryBackoff,
          expireInSeconds: o.expireInSeconds,
        };
        await boss.createQueue(name, settings);
        // a queue created by an earlier release keeps its old settings unless told
        await boss.updateQueue(name, settings);
      }
      phase = "started";
      for (const [name, queue] of queues) {
        queue.workers = Array.from({ length: queue.options.concurrency }, () =>
          startWorker({ boss, queue: name, handler: queue.handler, pollMs: options.pollMs, saveProgress, log }),
        );
      }
    },

    async stop() {
      if (phase === "stopped") return;
      phase = "stopped";
      const workers = [...queues.values()].flatMap((queue) => queue.workers);
      for (const worker of workers) worker.stop();
      const finished = Promise.all(workers.map((worker) => worker.done));
      if (!(await settlesWithin(finished, options.stopGraceMs))) {
        for (const worker of workers) worker.interrupt(new Error(INTERRUPTED));
        await finished;
      }
      // stops pg-boss's maintenance timer; none of its own workers run, so there is nothing to wait for
      await boss.stop({ graceful: false });
    },
  };
}

function describe(job: PgBoss.JobWithMetadata<object>, progress: TaskProgress): TaskStatus {
  const completed = job.state === "completed";
  const stored = job.output as { value?: unknown } | null;
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress,
    output: completed ? (stored?.value ?? null) : null,
    error: completed || !stored ? null : failureMessage(stored),
    // pg-boss counts retry_count up on each fetch after the first
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    createdAt: job.createdOn,
    startedAt: job.startedOn ?? null,
    completedAt: job.completedOn ?? null,
  };
}

/**
 * pg-boss keeps the last failure as the output until the task completes: the serialized error a handler threw,
 * or `{value: {message}}` when its maintenance failed a task left active past its expiry.
 */
function failureMessage(output: object): string {
  const { message, value } = output as { message?: unknown; value?: { message?: unknown } };
  if (typeof message === "string") return message;
  if (typeof value?.message === "string") return value.message;
  return JSON.stringify(output);
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
