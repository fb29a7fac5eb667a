import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "../../../../db/rows";
import { appealWindows, declarationAppeals, objections, publicities, schoolNotices } from "../../../../db/schema";

/** A declarant as the results stage lists them: who, which unit, which title, where the declaration stands. */
export interface DeclarantRecord {
  declarationId: string;
  projectTimeId: string;
  userId: string;
  name: string;
  employeeNo: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string | null;
  titleNameEn: string | null;
  level: string | null;
  status: string;
  version: number;
}

const declarantsSelect = (extra = sql``) => sql`select d.id as "declarationId", d.project_time_id as "projectTimeId",
    d.user_id as "userId", s.name, s.employee_no as "employeeNo", un.name as "unitName", un.name_en as "unitNameEn",
    ti.name as "titleName", ti.name_en as "titleNameEn", d.level, d.status, d.version ${extra}
  from declarations d join staff s on s.id = d.staff_id
  left join departs un on un.id = d.unit_id left join titles ti on ti.id = d.title_id`;

/** Some declarations of the tenant as declarants, in the order of their names. */
export function declarants(db: Executor, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as DeclarantRecord[]);
  return rowsOf<DeclarantRecord>(
    db,
    sql`${declarantsSelect()} where d.tenant_id = ${tenantId} and d.id = ${anyOf(ids)} order by s.name, d.id`,
  );
}

/** The batch's declarations in RESULT_PUBLICITY that no open publicity window holds. */
export function awaitingPublicity(db: Executor, tenantId: string, projectTimeId: string) {
  return rowsOf<DeclarantRecord & { decidedAt: Date | string | null }>(
    db,
    sql`${declarantsSelect(
      sql`, (select max(dd.created_at) from declaration_decisions dd
             where dd.declaration_id = d.id and dd.to_status = 'RESULT_PUBLICITY') as "decidedAt"`,
    )}
        where d.tenant_id = ${tenantId} and d.project_time_id = ${projectTimeId} and d.status = 'RESULT_PUBLICITY'
          and not exists (select 1 from publicities p where p.tenant_id = d.tenant_id and p.status = 'OPEN'
            and p.stage = 'RESULT_PUBLICITY' and p.declaration_ids ? d.id)
        order by s.name, d.id`,
  );
}

/** The school's notices of a batch, the newest first (one when `id` is given). */
export function notices(db: Executor, tenantId: string, projectTimeId: string | null, id?: string) {
  return db
    .select({
      notice: schoolNotices,
      publisherName: sql<string | null>`(select u.name from users u where u.id = school_notices.created_by)`,
    })
    .from(schoolNotices)
    .where(
      and(
        eq(schoolNotices.tenantId, tenantId),
        projectTimeId ? eq(schoolNotices.projectTimeId, projectTimeId) : undefined,
        id ? eq(schoolNotices.id, id) : undefined,
      ),
    )
    .orderBy(desc(schoolNotices.createdAt), desc(schoolNotices.id));
}

export async function lockNotice(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(schoolNotices)
    .where(and(eq(schoolNotices.tenantId, tenantId), eq(schoolNotices.id, id)))
    .for("update");
  return row ?? null;
}

export async function windowsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(publicities)
    .where(sql`${publicities.id} = ${anyOf(ids)}`);
}

/** A result window of the tenant; locked for update in the caller's transaction unless `lock` is false. */
export async function resultWindow(db: Executor, tenantId: string, id: string, lock = true) {
  const query = db
    .select()
    .from(publicities)
    .where(and(eq(publicities.tenantId, tenantId), eq(publicities.id, id), eq(publicities.stage, "RESULT_PUBLICITY")));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The latest result window that held a declaration, withdrawn ones aside; with `openOnly` only an open one (a
 * declaration is on one open window at a time).
 */
export async function resultWindowOf(db: Executor, tenantId: string, declarationId: string, openOnly = false) {
  const [row] = await db
    .select()
    .from(publicities)
    .where(
      and(
        eq(publicities.tenantId, tenantId),
        eq(publicities.stage, "RESULT_PUBLICITY"),
        openOnly ? eq(publicities.status, "OPEN") : sql`${publicities.status} <> 'CANCELLED'`,
        sql`${publicities.declarationIds} ? ${declarationId}`,
      ),
    )
    .orderBy(desc(publicities.createdAt))
    .limit(1);
  return row ?? null;
}

/** Objections still to decide (raised or taken up) per window. */
export async function pendingObjectionCounts(db: Executor, windowIds: readonly string[]) {
  if (windowIds.length === 0) return new Map<string, number>();
  const rows = await rowsOf<{ publicityId: string; n: number }>(
    db,
    sql`select publicity_id as "publicityId", count(*)::int as n from objections
        where publicity_id = ${anyOf(windowIds)} and status in ('OPEN', 'ACCEPTED') group by publicity_id`,
  );
  return new Map(rows.map((r) => [r.publicityId, r.n]));
}

/** Objections of a declaration still to decide, other than `exceptId`. */
export async function pendingObjectionsOf(db: Executor, declarationId: string, exceptId?: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from objections where declaration_id = ${declarationId}
        and status in ('OPEN', 'ACCEPTED') ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  return row?.n ?? 0;
}

export function windowObjections(db: Executor, windowId: string) {
  return db
    .select({
      objection: objections,
      handledByName: sql<string | null>`(select u.name from users u where u.id = objections.handled_by)`,
    })
    .from(objections)
    .where(eq(objections.publicityId, windowId))
    .orderBy(objections.createdAt, objections.id);
}

export async function lockObjection(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ objection: objections, stage: publicities.stage })
    .from(objections)
    .innerJoin(publicities, eq(publicities.id, objections.publicityId))
    .where(and(eq(objections.tenantId, tenantId), eq(objections.id, id)))
    .for("update", { of: objections });
  return row?.stage === "RESULT_PUBLICITY" ? row.objection : null;
}

// --- appeals

/** The last decision that put a declaration where it stands (not an appeal's own record on the same state). */
export async function decisionInto(db: Executor, declarationId: string, state: string) {
  const [row] = await rowsOf<{ fromStatus: string; reason: string | null; comment: string | null }>(
    db,
    sql`select from_status as "fromStatus", reason, comment from declaration_decisions
        where declaration_id = ${declarationId} and to_status = ${state} and from_status <> to_status
        order by seq desc limit 1`,
  );
  return row ?? null;
}

export async function appealWindow(db: Executor, declarationId: string) {
  const [row] = await db.select().from(appealWindows).where(eq(appealWindows.declarationId, declarationId));
  return row ?? null;
}

export async function openAppealWindow(
  db: Executor,
  row: { declarationId: string; tenantId: string; state: string; opensOn: string; closesOn: string },
) {
  await db
    .insert(appealWindows)
    .values(row)
    .onConflictDoUpdate({
      target: appealWindows.declarationId,
      set: { state: row.state, opensOn: row.opensOn, closesOn: row.closesOn, createdAt: new Date() },
    });
}

export async function closeAppealWindow(db: Executor, declarationId: string) {
  await db.delete(appealWindows).where(eq(appealWindows.declarationId, declarationId));
}

export async function hasOpenAppeal(db: Executor, declarationId: string) {
  const [row] = await db
    .select({ id: declarationAppeals.id })
    .from(declarationAppeals)
    .where(and(eq(declarationAppeals.declarationId, declarationId), eq(declarationAppeals.status, "OPEN")))
    .limit(1);
  return row !== undefined;
}

export type AppealRecord = typeof declarationAppeals.$inferSelect;

export function appealsWhere(db: Executor, where: ReturnType<typeof and>) {
  return db
    .select({
      appeal: declarationAppeals,
      handledByName: sql<string | null>`(select u.name from users u where u.id = declaration_appeals.handled_by)`,
    })
    .from(declarationAppeals)
    .where(where)
    .orderBy(desc(declarationAppeals.createdAt), desc(declarationAppeals.id));
}

export async function lockAppeal(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(declarationAppeals)
    .where(and(eq(declarationAppeals.tenantId, tenantId), eq(declarationAppeals.id, id)))
    .for("update");
  return row ?? null;
}
