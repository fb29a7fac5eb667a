import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { declarations, objections, publicities } from "../../../db/schema";
import { applyTransition, publicityClosingEvent } from "../declarations";

/** The calendar date (YYYY-MM-DD) of an instant on the school's wall clock. */
export function localDate(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

export interface ClosedWindows {
  windows: number;
  advanced: number;
  heldByObjection: number;
  alreadyMoved: number;
}

/**
 * Closes a tenant's publicity windows (公示) whose last working day has passed: each window's end date was computed
 * from the holiday calendar when it opened, so "passed" is simply today > endsOn on the school's clock. Every
 * declaration of the window still in its publicity state and without an open objection moves on through the state
 * machine (as SYSTEM, with its own decision row), by the closing event of the stage that holds the state; one under
 * an open objection stays until the objection is decided. Each window commits on its own, so a failure leaves the
 * others closed and the failed one for the next run.
 */
export async function closeDuePublicityWindows(
  db: Db,
  { tenantId, now, today }: { tenantId: string; now: Date; today: string },
): Promise<ClosedWindows> {
  const due = await db
    .select({ id: publicities.id })
    .from(publicities)
    .where(and(eq(publicities.tenantId, tenantId), eq(publicities.status, "OPEN"), lt(publicities.endsOn, today)));
  const summary = { windows: 0, advanced: 0, heldByObjection: 0, alreadyMoved: 0 };
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const [window] = await tx
        .select()
        .from(publicities)
        .where(and(eq(publicities.id, id), eq(publicities.status, "OPEN")))
        .for("update");
      if (!window) return null;
      const ids = window.declarationIds;
      const open = ids.length
        ? await tx
            .select({ declarationId: objections.declarationId })
            .from(objections)
            .where(and(eq(objections.publicityId, window.id), eq(objections.status, "OPEN")))
        : [];
      const objected = new Set(open.map((o) => o.declarationId));
      const rows = ids.length
        ? await tx
            .select({ id: declarations.id, status: declarations.status, version: declarations.version })
            .from(declarations)
            .where(and(eq(declarations.tenantId, tenantId), inArray(declarations.id, ids)))
        : [];
      const counts = { advanced: 0, heldByObjection: 0, alreadyMoved: 0 };
      const type = publicityClosingEvent(window.stage);
      for (const row of rows) {
        if (row.status !== window.stage) {
          counts.alreadyMoved += 1;
          continue;
        }
        if (objected.has(row.id)) {
          counts.heldByObjection += 1;
          continue;
        }
        if (!type) continue;
        await applyTransition(tx, {
          tenantId,
          declarationId: row.id,
          event: { type },
          actor: { userId: "system", name: "系统", role: "SYSTEM" },
          expectedVersion: row.version,
          extraFacts: { publicityElapsed: true, openObjections: 0 },
          now,
        });
        counts.advanced += 1;
      }
      await tx.update(publicities).set({ status: "CLOSED", closedAt: now }).where(eq(publicities.id, window.id));
      return counts;
    });
    if (!outcome) continue;
    summary.windows += 1;
    summary.advanced += outcome.advanced;
    summary.heldByObjection += outcome.heldByObjection;
    summary.alreadyMoved += outcome.alreadyMoved;
  }
  return summary;
}
