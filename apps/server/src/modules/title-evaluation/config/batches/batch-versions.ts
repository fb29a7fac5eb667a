import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { batches } from "../../../../db/schema";

/**
 * A batch's counters that key what is kept of it in the access cache, each raised in the same transaction as every
 * write it covers, so nothing kept is served stale on any instance:
 * - `declarationsVersion`: its declarations (zcps-declarations/repo.ts; the declarations list's counts),
 * - `configVersion`: its material directory and requirements (zcps-catalogue's directory and requirements repos;
 *   the pre-check's copy).
 */
export async function raiseBatchVersion(
  db: Executor,
  counter: "declarationsVersion" | "configVersion",
  batch: string | SQL,
) {
  await db
    .update(batches)
    .set({ [counter]: sql`${batches[counter]} + 1` })
    .where(eq(batches.id, batch));
}
