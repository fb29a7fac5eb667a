import type { PostRestrictionRow } from "@zcps/contracts/zcps/catalogue/api";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { postRestrictions, tracks } from "../../../db/schema";

const columns = {
  id: postRestrictions.id,
  postType: postRestrictions.postType,
  allowedSeries: postRestrictions.allowedSeries,
  allowedTracks: postRestrictions.allowedTracks,
  note: postRestrictions.note,
};

export const listRestrictions = (db: Executor, tenantId: string): Promise<PostRestrictionRow[]> =>
  db
    .select(columns)
    .from(postRestrictions)
    .where(eq(postRestrictions.tenantId, tenantId))
    .orderBy(asc(postRestrictions.postType));

export async function findRestriction(db: Executor, tenantId: string, id: string): Promise<PostRestrictionRow | null> {
  const rows = await db
    .select(columns)
    .from(postRestrictions)
    .where(and(eq(postRestrictions.tenantId, tenantId), eq(postRestrictions.id, id)));
  return rows[0] ?? null;
}

export async function restrictionOf(db: Executor, tenantId: string, postType: string) {
  const rows = await db
    .select(columns)
    .from(postRestrictions)
    .where(and(eq(postRestrictions.tenantId, tenantId), eq(postRestrictions.postType, postType)));
  return rows[0] ?? null;
}

export async function insertRestrictions(db: Executor, rows: (typeof postRestrictions.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(postRestrictions).values(rows);
}
export const updateRestriction = (
  db: Executor,
  tenantId: string,
  id: string,
  values: Partial<typeof postRestrictions.$inferInsert>,
) =>
  db
    .update(postRestrictions)
    .set(values)
    .where(and(eq(postRestrictions.tenantId, tenantId), eq(postRestrictions.id, id)));
export const deleteRestriction = (db: Executor, tenantId: string, id: string) =>
  db.delete(postRestrictions).where(and(eq(postRestrictions.tenantId, tenantId), eq(postRestrictions.id, id)));

/** What a post type may declare. */
export interface PostAllowance {
  /** false: the tenant sets no restriction for the post type; every series and track is open */
  restricted: boolean;
  /** the series it may declare (restricted: an empty list allows none), each with its allowed tracks (empty: any) */
  series: { seriesCode: string; tracks: string[] }[];
}

/**
 * The declaration engineer's check (岗位限报): which series and tracks a staff member of `postType` may declare.
 * A post type without a row is unrestricted. The row's track list names tracks of some series; a series none of them
 * belongs to keeps all its tracks (as catalogue.ts postMayDeclare reads the default table).
 */
export async function allowedFor(db: Executor, tenantId: string, postType: string | null): Promise<PostAllowance> {
  const row = postType ? await restrictionOf(db, tenantId, postType) : null;
  if (!row) return { restricted: false, series: [] };
  const trackRows = await db
    .select({ code: tracks.code, seriesCode: tracks.seriesCode })
    .from(tracks)
    .where(eq(tracks.tenantId, tenantId));
  const seriesOfTrack = new Map(trackRows.map((t) => [t.code, t.seriesCode]));
  return {
    restricted: true,
    series: row.allowedSeries.map((seriesCode) => ({
      seriesCode,
      tracks: row.allowedTracks.filter((code) => {
        const owner = seriesOfTrack.get(code);
        return owner === seriesCode || owner === null;
      }),
    })),
  };
}

/** Whether the allowance lets a title of `seriesCode` be declared with `trackCode` ("" = no track). */
export function allows(allowance: PostAllowance, seriesCode: string, trackCode: string): boolean {
  if (!allowance.restricted) return true;
  const series = allowance.series.find((s) => s.seriesCode === seriesCode);
  if (!series) return false;
  return series.tracks.length === 0 || trackCode === "" || series.tracks.includes(trackCode);
}
