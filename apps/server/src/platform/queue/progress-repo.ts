import { eq, lt, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { taskProgress } from "../../db/schema";
import type { TaskProgress } from "./index";

/** Records a task as it is sent: the queue it went to, no progress yet. */
export async function insertTask(executor: Executor, id: string, queue: string): Promise<void> {
  await executor.insert(taskProgress).values({ id, queue });
}

export async function saveProgress(db: Db, id: string, progress: TaskProgress): Promise<void> {
  await db
    .update(taskProgress)
    .set({ ...progress, updatedAt: sql`now()` })
    .where(eq(taskProgress.id, id));
}

export async function findTask(db: Db, id: string): Promise<({ queue: string } & TaskProgress) | undefined> {
  const [row] = await db
    .select({ queue: taskProgress.queue, done: taskProgress.done, total: taskProgress.total, note: taskProgress.note })
    .from(taskProgress)
    .where(eq(taskProgress.id, id));
  return row;
}

/** Forgets tasks sent before `before`; returns how many. */
export async function purgeSentBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(taskProgress)
    .where(lt(taskProgress.createdAt, before))
    .returning({ id: taskProgress.id });
  return deleted.length;
}
