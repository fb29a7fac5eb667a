import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { apiRouteSwitches } from "../../../db/schema";

export type SwitchRow = typeof apiRouteSwitches.$inferSelect;

export async function listSwitches(db: Executor): Promise<SwitchRow[]> {
  return db.select().from(apiRouteSwitches);
}

/** The routes turned off, as method and path. */
export async function listDisabled(db: Executor) {
  return db
    .select({ method: apiRouteSwitches.method, path: apiRouteSwitches.path, reason: apiRouteSwitches.reason })
    .from(apiRouteSwitches)
    .where(eq(apiRouteSwitches.enabled, false));
}

/** Writes the switch of one route: who turned it on or off, when and why. */
export async function saveSwitch(
  db: Executor,
  row: { method: string; path: string; enabled: boolean; reason: string | null; updatedBy: string },
): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(apiRouteSwitches)
    .values({ ...row, updatedAt })
    .onConflictDoUpdate({
      target: [apiRouteSwitches.method, apiRouteSwitches.path],
      set: { enabled: row.enabled, reason: row.reason, updatedBy: row.updatedBy, updatedAt },
    });
}
