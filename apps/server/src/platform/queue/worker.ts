import type PgBoss from "pg-boss";
import type { TaskHandler, TaskProgress } from "./index";
import type { TaskQueueLog } from "./task-queue";

export interface WorkerOptions {
  boss: PgBoss;
  queue: string;
  handler: TaskHandler<object>;
  /** how long an idle worker waits before it looks again */
  pollMs: number;
  saveProgress(id: string, progress: TaskProgress): Promise<void>;
  log: TaskQueueLog;
}

export interface Worker {
  /** Looks for a task now instead of at the end of its wait. */
  wake(): void;
  /** Takes no further task; `done` settles when the one under way has ended. */
  stop(): void;
  /** Aborts the attempt under way, which is failed with `reason` (and retried if attempts remain). */
  interrupt(reason: Error): void;
  done: Promise<void>;
}

/**
 * One loop over one queue: fetch a task (pg-boss marks it active, SKIP LOCKED keeps other workers off it), run
 * its handler, record the outcome (pg-boss completes it, or fails it into a retry or for good).
 *
 * The loop is ours rather than pg-boss's `work()` so that stopping is exact: `done` settles only once no fetch
 * and no attempt of this worker is under way, so the database can close right after.
 */
export function startWorker({ boss, queue, handler, pollMs, saveProgress, log }: WorkerOptions): Worker {
  let stopping = false;
  /** set by `wake`: a task sent while a fetch was under way may have missed that fetch */
  let woken = false;
  let endWait = () => {};
  let current: AbortController | null = null;

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      endWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function attempt(task: PgBoss.JobWithMetadata<object>): Promise<void> {
    const controller = new AbortController();
    current = controller;
    const seconds = Number(task.expireInSeconds);
    const expiry = setTimeout(() => controller.abort(new Error(`timed out after ${seconds} seconds`)), seconds * 1000);
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
    });
    let outcome: { ok: true; output: unknown } | { ok: false; error: Error };
    try {
      const run = handler({
        id: task.id,
        data: task.data,
        attempt: task.retryCount + 1,
        signal: controller.signal,
        async reportProgress(done, total, note) {
          if (!isCount(done) || !isCount(total)) throw new RangeError("progress counts are whole numbers, 0 or more");
          // an abandoned attempt no longer speaks for the task, which may be running elsewhere by now
          if (!controller.signal.aborted) await saveProgress(task.id, { done, total, note: note ?? null });
        },
      });
      // an attempt abandoned at its expiry or at shutdown may still settle later: nobody listens then
      run.catch(() => undefined);
      outcome = { ok: true, output: await Promise.race([run, aborted]) };
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
      log.warn({ err: outcome.error, queue, task: task.id }, "task attempt failed");
    } finally {
      clearTimeout(expiry);
      current = null;
    }
    // pg-boss stores a plain object as it is: the output is wrapped so that any JSON value comes back as given
    await (outcome.ok
      ? boss.complete(queue, task.id, { value: outcome.output ?? null })
      : boss.fail(queue, task.id, outcome.error)
    ).catch((error: unknown) => log.error({ err: error, queue, task: task.id }, "task outcome not recorded"));
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let task: PgBoss.JobWithMetadata<object> | undefined;
      woken = false;
      try {
        [task] = await boss.fetch<object>(queue, { includeMetadata: true });
      } catch (error) {
        log.error({ err: error, queue }, "task fetch failed");
      }
      // a backlog is worked without pauses; an empty queue is looked at again after the wait
      if (task) await attempt(task);
      else if (!stopping && !woken) await wait(pollMs);
    }
  }

  return {
    wake() {
      woken = true;
      endWait();
    },
    stop() {
      stopping = true;
      endWait();
    },
    interrupt: (reason) => current?.abort(reason),
    done: loop(),
  };
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}
