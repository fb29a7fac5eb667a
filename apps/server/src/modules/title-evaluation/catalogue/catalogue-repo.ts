import type { BatchTitleRow } from "@zcps/contracts/zcps/catalogue/api";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { batchTitles, declarations, departs, requirements, titleSeries, titles, tracks } from "../../../db/schema";

const seriesColumns = {
  id: titleSeries.id,
  code: titleSeries.code,
  name: titleSeries.name,
  nameEn: titleSeries.nameEn,
  orderNum: titleSeries.orderNum,
  enabled: titleSeries.enabled,
};
const titleColumns = {
  id: titles.id,
  seriesCode: titles.seriesCode,
  level: titles.level,
  code: titles.code,
  name: titles.name,
  nameEn: titles.nameEn,
  orderNum: titles.orderNum,
  enabled: titles.enabled,
};
const trackColumns = {
  id: tracks.id,
  seriesCode: tracks.seriesCode,
  code: tracks.code,
  name: tracks.name,
  nameEn: tracks.nameEn,
  orderNum: tracks.orderNum,
  enabled: tracks.enabled,
};

export const listSeries = (db: Executor, tenantId: string) =>
  db
    .select(seriesColumns)
    .from(titleSeries)
    .where(eq(titleSeries.tenantId, tenantId))
    .orderBy(asc(titleSeries.orderNum), asc(titleSeries.code));

export const listTitles = (db: Executor, tenantId: string) =>
  db
    .select(titleColumns)
    .from(titles)
    .where(eq(titles.tenantId, tenantId))
    .orderBy(asc(titles.orderNum), asc(titles.code));

export const listTracks = (db: Executor, tenantId: string) =>
  db
    .select(trackColumns)
    .from(tracks)
    .where(eq(tracks.tenantId, tenantId))
    .orderBy(asc(tracks.orderNum), asc(tracks.code));

/** Departments of one type (office: verifies materials; unit: holds quotas), in the tree's order. */
export const listDepartsOfType = (db: Executor, tenantId: string, type: "office" | "unit") =>
  db
    .select({ id: departs.id, code: departs.code, name: departs.name, nameEn: departs.nameEn })
    .from(departs)
    .where(and(eq(departs.tenantId, tenantId), eq(departs.type, type)))
    .orderBy(asc(departs.orderNum), asc(departs.code));

export async function findSeries(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(seriesColumns)
    .from(titleSeries)
    .where(and(eq(titleSeries.tenantId, tenantId), eq(titleSeries.id, id)));
  return rows[0] ?? null;
}
export async function findSeriesByCode(db: Executor, tenantId: string, code: string) {
  const rows = await db
    .select(seriesColumns)
    .from(titleSeries)
    .where(and(eq(titleSeries.tenantId, tenantId), eq(titleSeries.code, code)));
  return rows[0] ?? null;
}
export async function findTitle(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(titleColumns)
    .from(titles)
    .where(and(eq(titles.tenantId, tenantId), eq(titles.id, id)));
  return rows[0] ?? null;
}
export async function findTrack(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(trackColumns)
    .from(tracks)
    .where(and(eq(tracks.tenantId, tenantId), eq(tracks.id, id)));
  return rows[0] ?? null;
}

export const insertSeries = (db: Executor, row: typeof titleSeries.$inferInsert) => db.insert(titleSeries).values(row);
export const insertTitle = (db: Executor, row: typeof titles.$inferInsert) => db.insert(titles).values(row);
export const insertTrack = (db: Executor, row: typeof tracks.$inferInsert) => db.insert(tracks).values(row);

export const updateSeries = (
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof titleSeries.$inferInsert>,
) =>
  db
    .update(titleSeries)
    .set(values)
    .where(and(eq(titleSeries.tenantId, tenantId), eq(titleSeries.id, id)));
export const updateTitle = (db: Executor, tenantId: string, id: string, values: Partial<typeof titles.$inferInsert>) =>
  db
    .update(titles)
    .set(values)
    .where(and(eq(titles.tenantId, tenantId), eq(titles.id, id)));
export const updateTrack = (db: Executor, tenantId: string, id: string, values: Partial<typeof tracks.$inferInsert>) =>
  db
    .update(tracks)
    .set(values)
    .where(and(eq(tracks.tenantId, tenantId), eq(tracks.id, id)));

/** A renamed series code follows into its titles and tracks. */
export async function renameSeriesCode(db: Executor, tenantId: string, from: string, to: string) {
  await db
    .update(titles)
    .set({ seriesCode: to })
    .where(and(eq(titles.tenantId, tenantId), eq(titles.seriesCode, from)));
  await db
    .update(tracks)
    .set({ seriesCode: to })
    .where(and(eq(tracks.tenantId, tenantId), eq(tracks.seriesCode, from)));
}

export const deleteSeries = (db: Executor, tenantId: string, id: string) =>
  db.delete(titleSeries).where(and(eq(titleSeries.tenantId, tenantId), eq(titleSeries.id, id)));
export const deleteTitle = (db: Executor, tenantId: string, id: string) =>
  db.delete(titles).where(and(eq(titles.tenantId, tenantId), eq(titles.id, id)));
export const deleteTrack = (db: Executor, tenantId: string, id: string) =>
  db.delete(tracks).where(and(eq(tracks.tenantId, tenantId), eq(tracks.id, id)));

export async function seriesInUse(db: Executor, tenantId: string, code: string) {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${titles} where ${titles.tenantId} = ${tenantId} and ${titles.seriesCode} = ${code})
        + (select count(*)::int from ${tracks} where ${tracks.tenantId} = ${tenantId} and ${tracks.seriesCode} = ${code})`,
    })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) > 0;
}

export async function titleInUse(db: Executor, tenantId: string, titleId: string) {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${batchTitles} where ${batchTitles.tenantId} = ${tenantId} and ${batchTitles.titleId} = ${titleId})
        + (select count(*)::int from ${requirements} where ${requirements.tenantId} = ${tenantId} and ${requirements.titleId} = ${titleId})
        + (select count(*)::int from ${declarations} where ${declarations.tenantId} = ${tenantId} and ${declarations.titleId} = ${titleId})`,
    })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) > 0;
}

export async function trackInUse(db: Executor, tenantId: string, trackCode: string) {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${batchTitles} where ${batchTitles.tenantId} = ${tenantId}
          and ${batchTitles.trackCodes} @> ${JSON.stringify([trackCode])}::jsonb)
        + (select count(*)::int from ${requirements} where ${requirements.tenantId} = ${tenantId} and ${requirements.trackCode} = ${trackCode})`,
    })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// batch_titles

const batchTitleColumns = {
  id: batchTitles.id,
  projectTimeId: batchTitles.projectTimeId,
  titleId: batchTitles.titleId,
  titleCode: titles.code,
  titleName: titles.name,
  titleNameEn: titles.nameEn,
  seriesCode: titles.seriesCode,
  level: titles.level,
  trackCodes: batchTitles.trackCodes,
  methods: batchTitles.methods,
  enabled: batchTitles.enabled,
  orderNum: batchTitles.orderNum,
};

export interface BatchTitleFilter {
  seriesCode?: string;
  level?: string;
  keyword?: string;
}

function batchTitleWhere(tenantId: string, projectTimeId: string, filter: BatchTitleFilter): SQL | undefined {
  return and(
    eq(batchTitles.tenantId, tenantId),
    eq(batchTitles.projectTimeId, projectTimeId),
    filter.seriesCode ? eq(titles.seriesCode, filter.seriesCode) : undefined,
    filter.level ? eq(titles.level, filter.level) : undefined,
    filter.keyword
      ? or(ilike(titles.name, `%${filter.keyword}%`), ilike(titles.nameEn, `%${filter.keyword}%`))
      : undefined,
  );
}

export async function pageBatchTitles(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  filter: BatchTitleFilter,
  page: { page: number; limit: number },
): Promise<{ rows: BatchTitleRow[]; total: number }> {
  const where = batchTitleWhere(tenantId, projectTimeId, filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(batchTitleColumns)
      .from(batchTitles)
      .innerJoin(titles, eq(titles.id, batchTitles.titleId))
      .where(where)
      .orderBy(asc(batchTitles.orderNum), asc(titles.seriesCode), asc(titles.orderNum))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(batchTitles).innerJoin(titles, eq(titles.id, batchTitles.titleId)).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export const listBatchTitles = (db: Executor, tenantId: string, projectTimeId: string) =>
  db
    .select(batchTitleColumns)
    .from(batchTitles)
    .innerJoin(titles, eq(titles.id, batchTitles.titleId))
    .where(batchTitleWhere(tenantId, projectTimeId, {}))
    .orderBy(asc(batchTitles.orderNum), asc(titles.seriesCode), asc(titles.orderNum));

export async function findBatchTitle(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select(batchTitleColumns)
    .from(batchTitles)
    .innerJoin(titles, eq(titles.id, batchTitles.titleId))
    .where(and(eq(batchTitles.tenantId, tenantId), eq(batchTitles.id, id)));
  return rows[0] ?? null;
}

export const insertBatchTitle = (db: Executor, row: typeof batchTitles.$inferInsert) =>
  db.insert(batchTitles).values(row);
export const updateBatchTitle = (
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof batchTitles.$inferInsert>,
) =>
  db
    .update(batchTitles)
    .set(values)
    .where(and(eq(batchTitles.tenantId, tenantId), eq(batchTitles.id, id)));
export const deleteBatchTitle = (db: Executor, tenantId: string, id: string) =>
  db.delete(batchTitles).where(and(eq(batchTitles.tenantId, tenantId), eq(batchTitles.id, id)));

export async function declarationsOfBatchTitle(db: Executor, projectTimeId: string, titleId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(declarations)
    .where(and(eq(declarations.projectTimeId, projectTimeId), eq(declarations.titleId, titleId)));
  return row?.n ?? 0;
}
