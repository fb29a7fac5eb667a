import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db, Executor } from "../../../db/client";
import { declarations, objections, publicities } from "../../../db/schema";
import { addTenantWorkingDays } from "../config";
import { applyTransition, publicityClosingEvent } from "../declarations";

/** The calendar date (YYYY-MM-DD) of an instant on the school's wall clock. */
export function localDate(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * The school's wall clock, for the workflow's hooks that have no configuration at hand (the scheduled jobs and the
 * services read the same zone from it).
 */
const SCHOOL_TIME_ZONE = process.env.TIME_ZONE ?? "Asia/Shanghai";

/** Today's date (YYYY-MM-DD) on the school's wall clock. */
export const schoolToday = (now: Date) => localDate(now, SCHOOL_TIME_ZONE);

const DAY_MS = 86_400_000;

/**
 * Whether a publicity may start on `startsOn` (a school date): no earlier than 60 days ago, to record one already
 * posted on paper, and no later than 30 days ahead.
 */
export function publicityStartInRange(startsOn: string, now: Date, timeZone: string): boolean {
  const earliest = localDate(new Date(now.getTime() - 60 * DAY_MS), timeZone);
  const latest = localDate(new Date(now.getTime() + 30 * DAY_MS), timeZone);
  return startsOn >= earliest && startsOn <= latest;
}

export interface ClosedWindows {
  windows: number;
  advanced: number;
  heldByObjection: number;
  alreadyMoved: number;
}

export interface WindowOutcome {
  advanced: number;
  heldByObjection: number;
  alreadyMoved: number;
}

/** Who closes a window: the nightly job (SYSTEM) or a unit's administrator once its last working day has passed. */
export interface WindowCloser {
  userId: string;
  name: string;
  role: "SYSTEM" | "UNIT_ADMIN" | "UNIT_LEADER" | "PERSONNEL";
}

const SYSTEM_CLOSER: WindowCloser = { userId: "system", name: "系统", role: "SYSTEM" };

/**
 * Closes one open publicity window in the caller's transaction: every declaration of the window still in its
 * publicity state and without an open objection moves on through the state machine (with its own decision row), by
 * the closing event of the stage that holds the state; one under an open objection stays until the objection is
 * decided. Null when the window is not open (closed meanwhile).
 */
export async function closePublicityWindow(
  tx: Executor,
  {
    tenantId,
    windowId,
    now,
    closer = SYSTEM_CLOSER,
  }: { tenantId: string; windowId: string; now: Date; closer?: WindowCloser },
): Promise<WindowOutcome | null> {
  const [window] = await tx
    .select()
    .from(publicities)
    .where(and(eq(publicities.id, windowId), eq(publicities.tenantId, tenantId), eq(publicities.status, "OPEN")))
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
      actor: closer,
      expectedVersion: row.version,
      extraFacts: { publicityElapsed: true, openObjections: 0 },
      now,
    });
    counts.advanced += 1;
  }
  await tx.update(publicities).set({ status: "CLOSED", closedAt: now }).where(eq(publicities.id, window.id));
  return counts;
}

/**
 * Closes a tenant's publicity windows (公示) whose last working day has passed: each window's end date was computed
 * from the holiday calendar when it opened, so "passed" is simply today > endsOn on the school's clock. Each window
 * commits on its own, so a failure leaves the others closed and the failed one for the next run.
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
    const outcome = await db.transaction((tx) => closePublicityWindow(tx, { tenantId, windowId: id, now }));
    if (!outcome) continue;
    summary.windows += 1;
    summary.advanced += outcome.advanced;
    summary.heldByObjection += outcome.heldByObjection;
    summary.alreadyMoved += outcome.alreadyMoved;
  }
  return summary;
}

/**
 * Opens a publicity window over declarations waiting in a publicity state: it lasts `workingDays` working days of
 * the tenant's holiday calendar from `startsOn` (counted when it is a working day), so its end date skips weekends
 * and public holidays and counts 调休 workdays.
 */
export async function openPublicityWindow(
  tx: Executor,
  input: {
    id: string;
    tenantId: string;
    projectTimeId: string;
    scope: "UNIT" | "SCHOOL";
    unitId: string | null;
    stage: string;
    title: string;
    startsOn: string;
    workingDays: number;
    declarationIds: string[];
    createdBy: string;
    now: Date;
  },
) {
  const endsOn = await addTenantWorkingDays(tx, input.tenantId, input.startsOn, input.workingDays);
  const { now, ...row } = input;
  const [created] = await tx
    .insert(publicities)
    .values({ ...row, endsOn, status: "OPEN", createdAt: now })
    .returning();
  if (!created) throw new Error("publicity window not created");
  return created;
}
