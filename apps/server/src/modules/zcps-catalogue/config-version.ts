import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { projectTimes } from "../../db/schema";

/**
 * Every write to a batch's material directory or requirements raises its `config_version` in the same transaction
 * (the key of the copy the pre-check keeps): the writers in directory-repo.ts and requirements-repo.ts call this.
 */
export async function batchConfigChanged(db: Executor, batch: string | SQL) {
  await db
    .update(projectTimes)
    .set({ configVersion: sql`${projectTimes.configVersion} + 1` })
    .where(eq(projectTimes.id, typeof batch === "string" ? batch : sql`${batch}`));
}
