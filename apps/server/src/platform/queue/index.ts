import type { Executor } from "../../db/client";

/**
 * Background tasks (zips of packets, documents, invitations) on a PostgreSQL-backed queue: pg-boss, on PostgreSQL
 * and on the embedded PGlite alike. Every instance works every registered queue; a task runs once at a time,
 * is retried when it fails, and outlives the process that sent or ran it.
 */
export { createTaskQueue, type TaskQueueLog, type TaskQueueOptions } from "./task-queue";

/** A task's life: pg-boss's job states. "retry" waits for another attempt after a failure. */
export type TaskState = "created" | "active" | "completed" | "retry" | "failed" | "cancelled";

export interface TaskProgress {
  done: number;
  total: number;
  note: string | null;
}

/** What a handler is given for one attempt at a task. */
export interface TaskContext<Data> {
  id: string;
  data: Data;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /**
   * Aborted when this attempt must end: it ran past the queue's expiry, or the server is stopping. Long work
   * checks it between steps; the attempt is recorded as failed and retried, here or on another instance.
   */
  signal: AbortSignal;
  /** Stores how far the task is, readable from any instance through `get` (one UPDATE per call). */
  reportProgress(done: number, total: number, note?: string): Promise<void>;
}

/** Runs one attempt; what it returns (JSON) is the task's output, what it throws fails the attempt. */
export type TaskHandler<Data> = (task: TaskContext<Data>) => Promise<unknown>;

export interface TaskOptions {
  /** attempts after the first that fails; 2 */
  retryLimit?: number;
  /** wait before each retry; 0 */
  retryDelaySeconds?: number;
  /** double the wait on each retry (with jitter) */
  retryBackoff?: boolean;
  /**
   * An attempt running longer is aborted and failed; it is also how long a task whose instance died stays
   * "active" before it is retried. 15 minutes; at most 24 hours.
   */
  expireInSeconds?: number;
  /** tasks of this queue one instance runs at once; 1 */
  concurrency?: number;
}

export interface SendOptions {
  /** run no earlier than this time, or this many seconds from now */
  startAfter?: Date | number;
  /**
   * The caller's transaction: the task exists only if it commits. Pass it whenever one is open: on PGlite a
   * send outside it would wait for that very transaction to end.
   */
  tx?: Executor;
}

export interface TaskStatus {
  id: string;
  /** the queue */
  name: string;
  state: TaskState;
  progress: TaskProgress;
  /** what the handler returned, once completed */
  output: unknown;
  /** the last failed attempt's message (null once completed) */
  error: string | null;
  /** attempts started so far */
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface TaskQueue {
  /** Declares a queue and its handler; before `start`, the same in every instance. */
  register<Data extends object>(name: string, handler: TaskHandler<Data>, options?: TaskOptions): void;
  /** Queues a task on a registered queue and returns its id. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string>;
  /** The task wherever it ran, or null for an unknown id. */
  get(id: string): Promise<TaskStatus | null>;
  /** Installs or migrates pg-boss's schema, creates the registered queues and starts working them. */
  start(): Promise<void>;
  /**
   * Stops taking tasks and lets running ones finish within the grace period; those still running then are
   * aborted and failed, to be retried by the next instance. Call before the database closes.
   */
  stop(): Promise<void>;
}
