import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { declarations, departs, staff, titles, unitRegisterEntries, unitRegisters } from "../../../../db/schema";

/** The register (zcjzc) tables: one register per (batch, unit), its rows, and the declarations it may list. */

/** States a recommended declaration has left the recommended list by. */
export const OFF_THE_LIST = ["WITHDRAWN", "REVOKED", "UNIT_REJECTED", "NOT_RECOMMENDED"];

export async function findRegister(db: Executor, projectTimeId: string, unitId: string, forUpdate = false) {
  const query = db
    .select()
    .from(unitRegisters)
    .where(and(eq(unitRegisters.projectTimeId, projectTimeId), eq(unitRegisters.unitId, unitId)));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row ?? null;
}

export async function findRegisterById(db: Executor, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(unitRegisters)
    .where(and(eq(unitRegisters.tenantId, tenantId), eq(unitRegisters.id, id)));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row ?? null;
}

/** The unit's register of the batch, made on first use (concurrent first uses make one). */
export async function registerOf(db: Executor, key: { tenantId: string; projectTimeId: string; unitId: string }) {
  await db
    .insert(unitRegisters)
    .values({ id: crypto.randomUUID(), ...key, status: "DRAFT" })
    .onConflictDoNothing();
  const found = await findRegister(db, key.projectTimeId, key.unitId, true);
  if (!found) throw new Error("register not created");
  return found;
}

export async function updateRegister(db: Executor, id: string, values: Partial<typeof unitRegisters.$inferInsert>) {
  await db
    .update(unitRegisters)
    .set({ ...values, version: sql`${unitRegisters.version} + 1` })
    .where(eq(unitRegisters.id, id));
}

export function listRegisters(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  unitIds: readonly string[] | null,
) {
  return db
    .select({
      register: unitRegisters,
      unitName: departs.name,
      unitNameEn: departs.nameEn,
      entries: sql<number>`(select count(*)::int from ${unitRegisterEntries} e where e.register_id = ${unitRegisters.id})`,
      problems: sql<number>`(select count(*)::int from ${unitRegisterEntries} e where e.register_id = ${unitRegisters.id} and jsonb_array_length(e.problems) > 0)`,
    })
    .from(unitRegisters)
    .leftJoin(departs, eq(departs.id, unitRegisters.unitId))
    .where(
      and(
        eq(unitRegisters.tenantId, tenantId),
        eq(unitRegisters.projectTimeId, projectTimeId),
        unitIds === null ? undefined : unitIds.length ? inArray(unitRegisters.unitId, [...unitIds]) : sql`false`,
      ),
    )
    .orderBy(asc(departs.orderNum));
}

export function entriesOf(db: Executor, registerId: string, offset = 0, limit: number | null = null) {
  const query = db
    .select()
    .from(unitRegisterEntries)
    .where(eq(unitRegisterEntries.registerId, registerId))
    .orderBy(asc(unitRegisterEntries.orderNum), asc(unitRegisterEntries.createdAt))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
}

export async function countEntries(db: Executor, registerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(unitRegisterEntries)
    .where(eq(unitRegisterEntries.registerId, registerId));
  return row?.n ?? 0;
}

export async function insertEntries(db: Executor, rows: (typeof unitRegisterEntries.$inferInsert)[]) {
  if (rows.length) await db.insert(unitRegisterEntries).values(rows).onConflictDoNothing();
}

export async function setEntry(db: Executor, id: string, values: Partial<typeof unitRegisterEntries.$inferInsert>) {
  await db.update(unitRegisterEntries).set(values).where(eq(unitRegisterEntries.id, id));
}

export async function deleteEntry(db: Executor, registerId: string, id: string) {
  const rows = await db
    .delete(unitRegisterEntries)
    .where(and(eq(unitRegisterEntries.registerId, registerId), eq(unitRegisterEntries.id, id)))
    .returning({ id: unitRegisterEntries.id });
  return rows.length === 1;
}

export async function findEntry(db: Executor, id: string) {
  const [row] = await db.select().from(unitRegisterEntries).where(eq(unitRegisterEntries.id, id));
  return row ?? null;
}

/** The recommended declarations of a unit (ranked by the unit, still on the list), with what the register shows. */
export function recommendedDeclarations(
  db: Executor,
  key: { tenantId: string; projectTimeId: string; unitId: string },
  ids?: readonly string[],
) {
  return db
    .select({
      id: declarations.id,
      staffId: declarations.staffId,
      staffName: staff.name,
      employeeNo: staff.employeeNo,
      gender: staff.sex,
      currentTitle: staff.currentTitleName,
      titleName: sql<string>`coalesce(${titles.name}, '')`,
      titleNameEn: sql<string>`coalesce(${titles.nameEn}, ${titles.name}, '')`,
      level: declarations.level,
      trackCode: declarations.trackCode,
      unitRank: declarations.unitRank,
      status: declarations.status,
    })
    .from(declarations)
    .innerJoin(staff, eq(staff.id, declarations.staffId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(
      and(
        eq(declarations.tenantId, key.tenantId),
        eq(declarations.projectTimeId, key.projectTimeId),
        eq(declarations.unitId, key.unitId),
        isNotNull(declarations.unitRank),
        ids ? inArray(declarations.id, ids.length ? [...ids] : [""]) : undefined,
      ),
    )
    .orderBy(asc(declarations.unitRank));
}

export async function countAddable(
  db: Executor,
  key: { tenantId: string; projectTimeId: string; unitId: string },
  registerId: string | null,
) {
  const [row] = await db
    .select({ n: count() })
    .from(declarations)
    .where(
      and(
        eq(declarations.tenantId, key.tenantId),
        eq(declarations.projectTimeId, key.projectTimeId),
        eq(declarations.unitId, key.unitId),
        isNotNull(declarations.unitRank),
        notInArray(declarations.status, OFF_THE_LIST),
        registerId
          ? sql`not exists (select 1 from ${unitRegisterEntries} e where e.register_id = ${registerId} and e.declaration_id = ${declarations.id})`
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The enabled users holding a role group (who hears of a reported register). */
export async function usersInGroup(db: Executor, tenantId: string, groupCode: string) {
  const rows = await db.execute(sql`
    select distinct u.id from users u
    join group_members m on m.user_id = u.id
    join groups g on g.id = m.group_id
    where u.tenant_id = ${tenantId} and g.code = ${groupCode} and u.deleted_at is null`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
