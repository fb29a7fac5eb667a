import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { itemVerdicts, verdictAppeals } from "../../../../db/schema";
import { rowsOf } from "./repo";

/** Appeals against a department's NOT_RECOGNIZED verdict (verdict_appeals). */

export type AppealRecord = typeof verdictAppeals.$inferSelect;

export async function insertAppeal(db: Executor, row: typeof verdictAppeals.$inferInsert) {
  await db.insert(verdictAppeals).values(row);
}

export async function findAppeal(db: Executor, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(verdictAppeals)
    .where(and(eq(verdictAppeals.tenantId, tenantId), eq(verdictAppeals.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The latest appeal of each of the items, by item. */
export async function latestAppeals(db: Executor, itemIds: readonly string[]) {
  if (!itemIds.length) return new Map<string, AppealRecord>();
  const rows = await db
    .select()
    .from(verdictAppeals)
    .where(sql`${verdictAppeals.itemId} = any(${sql.param([...itemIds])}::text[])`)
    .orderBy(verdictAppeals.createdAt);
  return new Map(rows.map((r) => [r.itemId, r]));
}

/** The reason of each item's latest NOT_RECOGNIZED verdict, by item (an appeal's answer does not replace it). */
export async function refusalReasons(db: Executor, itemIds: readonly string[]) {
  if (!itemIds.length) return new Map<string, string | null>();
  const rows = await db
    .select({ itemId: itemVerdicts.itemId, reason: itemVerdicts.reason })
    .from(itemVerdicts)
    .where(
      and(
        sql`${itemVerdicts.itemId} = any(${sql.param([...itemIds])}::text[])`,
        eq(itemVerdicts.verdict, "NOT_RECOGNIZED"),
      ),
    )
    .orderBy(itemVerdicts.seq);
  return new Map(rows.map((r) => [r.itemId, r.reason]));
}

export async function answerAppeal(
  db: Executor,
  id: string,
  values: { status: string; reply: string; repliedBy: string; repliedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(verdictAppeals)
    .set(values)
    .where(and(eq(verdictAppeals.id, id), eq(verdictAppeals.status, "OPEN")))
    .returning({ id: verdictAppeals.id });
  return rows.length === 1;
}

export interface AppealListRecord {
  id: string;
  itemId: string;
  declarationId: string;
  declarantName: string;
  employeeNo: string;
  unitName: string | null;
  unitNameEn: string | null;
  materialType: string;
  reason: string;
  evidenceFileIds: string[];
  status: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  verdictReason: string | null;
}

const appealColumns = sql`select p.id, p.item_id as "itemId", d.id as "declarationId", s.name as "declarantName",
  s.employee_no as "employeeNo", un.name as "unitName", un.name_en as "unitNameEn", i.material_type as "materialType",
  p.reason, p.evidence_file_ids as "evidenceFileIds", p.status, p.reply, p.replied_at as "repliedAt",
  p.created_at as "createdAt",
  (select v.reason from item_verdicts v where v.item_id = p.item_id and v.verdict = 'NOT_RECOGNIZED'
    order by v.seq desc limit 1) as "verdictReason"`;

const appealFrom = (where: SQL) => sql`from verdict_appeals p
  join declarations d on d.id = p.declaration_id join staff s on s.id = d.staff_id
  join declaration_items i on i.id = p.item_id left join departs un on un.id = d.unit_id
  where ${where}`;

/** The department's appeals, open ones first, newest first. */
export async function appealPage(
  db: Executor,
  tenantId: string,
  departId: string,
  query: { status?: string; offset: number; limit: number },
) {
  const where = appealFrom(
    sql`p.tenant_id = ${tenantId} and p.depart_id = ${departId}${query.status ? sql` and p.status = ${query.status}` : sql``}`,
  );
  const [rows, [total]] = await Promise.all([
    rowsOf<AppealListRecord>(
      db,
      sql`${appealColumns} ${where} order by p.status = 'OPEN' desc, p.created_at desc
        limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${where}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function appealRow(db: Executor, tenantId: string, id: string) {
  const [row] = await rowsOf<AppealListRecord>(
    db,
    sql`${appealColumns} ${appealFrom(sql`p.tenant_id = ${tenantId} and p.id = ${id}`)}`,
  );
  return row ?? null;
}
