import type { Executor } from "../db/client";

/** How a process instance ended, handed to the module whose business the process carries. */
export interface ProcessEnd {
  tenantId: string;
  instanceId: string;
  /** the process key (the module registers for it) */
  key: string;
  businessKey: string | null;
  /** the end events the instance reached */
  endEvents: string[];
  variables: Record<string, unknown>;
  /** who made the last step (null: a timer fired) and the comment they gave */
  by: string | null;
  comment: string | null;
}

/** Work done once the step's transaction has committed: a mail, a cache change. */
export type AfterCommit = () => Promise<void> | void;

/**
 * What a module does when one of its processes ends, run in the transaction of the step that ended it: a handler
 * that throws refuses the step, so the business and the process never disagree.
 */
export type ProcessEndHandler = (tx: Executor, end: ProcessEnd) => Promise<AfterCommit | undefined>;

/** The handlers by process key, registered while the app is built (as the queue's tasks are). */
export class ProcessEnds {
  readonly #handlers = new Map<string, ProcessEndHandler>();

  on(key: string, handler: ProcessEndHandler): void {
    this.#handlers.set(key, handler);
  }

  async run(tx: Executor, end: ProcessEnd): Promise<AfterCommit | undefined> {
    return this.#handlers.get(end.key)?.(tx, end);
  }
}
