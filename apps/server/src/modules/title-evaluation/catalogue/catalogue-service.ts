import { randomUUID } from "node:crypto";
import {
  type BatchTitleInput,
  type BatchTitleUpdate,
  batchTitleInputSchema,
  batchTitleUpdateSchema,
  type CatalogueContext,
  type CatalogueTables,
  type SeriesInput,
  seriesInputSchema,
  type TitleInput,
  type TrackInput,
  titleInputSchema,
  trackInputSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import {
  batchOfCurrentProject,
  type CatalogueActor,
  editableBatch,
  listTenantBatches,
  resolveProjectId,
} from "./batch";
import * as repo from "./catalogue-repo";

const UNIQUE_KEYS: Record<string, Parameters<typeof badRequest>[0]> = {
  title_series_code: "catalogue.seriesCodeTaken",
  titles_code: "catalogue.titleCodeTaken",
  tracks_code: "catalogue.trackCodeTaken",
  batch_titles_key: "catalogue.batchTitleTaken",
};

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const key = UNIQUE_KEYS[uniqueViolation(error) ?? ""];
    if (key) throw badRequest(key);
    throw error;
  }
}

/** Tracks a title of `seriesCode` may be declared with: the series' own and those of every series. */
async function assertTracksOfSeries(db: Executor, tenantId: string, seriesCode: string, codes: readonly string[]) {
  if (codes.length === 0) return;
  const tracks = await repo.listTracks(db, tenantId);
  const allowed = new Set(tracks.filter((t) => !t.seriesCode || t.seriesCode === seriesCode).map((t) => t.code));
  if (!codes.every((c) => allowed.has(c))) throw badRequest("catalogue.trackNotForSeries");
}

/**
 * /zcps/declareRequireTitle: the tenant's title catalogue (series, titles per series × level, tracks) and, per batch,
 * which titles may be declared with which tracks and methods.
 */
export function createCatalogueService({ db }: Pick<AppDeps, "db">) {
  return {
    /** What every catalogue page starts from: the batches, the catalogue's names, offices and units. */
    async context(actor: CatalogueActor): Promise<CatalogueContext> {
      const [batches, projectId, series, titles, tracks, offices, units] = await Promise.all([
        listTenantBatches(db, actor.tenantId),
        resolveProjectId(db, actor),
        repo.listSeries(db, actor.tenantId),
        repo.listTitles(db, actor.tenantId),
        repo.listTracks(db, actor.tenantId),
        repo.listDepartsOfType(db, actor.tenantId, "office"),
        repo.listDepartsOfType(db, actor.tenantId, "unit"),
      ]);
      return {
        batches: batches.map(({ projectEnabled: _enabled, cutoffDate: _cutoff, ...b }) => ({
          ...b,
          current: b.projectId === projectId,
        })),
        series,
        titles,
        tracks,
        offices,
        units,
      };
    },

    async batchTitles(actor: CatalogueActor, projectTimeId: string) {
      await batchOfCurrentProject(db, actor, projectTimeId);
      return repo.listBatchTitles(db, actor.tenantId, projectTimeId);
    },

    async tables(actor: CatalogueActor): Promise<CatalogueTables> {
      const [series, titles, tracks] = await Promise.all([
        repo.listSeries(db, actor.tenantId),
        repo.listTitles(db, actor.tenantId),
        repo.listTracks(db, actor.tenantId),
      ]);
      return { series, titles, tracks };
    },

    async createSeries(actor: CatalogueActor, input: SeriesInput) {
      const values = seriesInputSchema.parse(input);
      const id = randomUUID();
      await guarded(() => repo.insertSeries(db, { ...values, id, tenantId: actor.tenantId }));
      return repo.findSeries(db, actor.tenantId, id);
    },

    async updateSeries(actor: CatalogueActor, id: string, input: SeriesInput) {
      const values = seriesInputSchema.parse(input);
      await guarded(() =>
        db.transaction(async (tx) => {
          const before = await repo.findSeries(tx, actor.tenantId, id);
          if (!before) throw notFound();
          await repo.updateSeries(tx, actor.tenantId, id, values);
          if (before.code !== values.code) await repo.renameSeriesCode(tx, actor.tenantId, before.code, values.code);
        }),
      );
      return repo.findSeries(db, actor.tenantId, id);
    },

    async deleteSeries(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        const series = await repo.findSeries(tx, actor.tenantId, id);
        if (!series) throw notFound();
        if (await repo.seriesInUse(tx, actor.tenantId, series.code)) throw badRequest("catalogue.seriesInUse");
        await repo.deleteSeries(tx, actor.tenantId, id);
      });
    },

    async createTitle(actor: CatalogueActor, input: TitleInput) {
      const values = titleInputSchema.parse(input);
      if (!(await repo.findSeriesByCode(db, actor.tenantId, values.seriesCode)))
        throw badRequest("catalogue.seriesNotFound");
      const id = randomUUID();
      await guarded(() => repo.insertTitle(db, { ...values, id, tenantId: actor.tenantId }));
      return repo.findTitle(db, actor.tenantId, id);
    },

    async updateTitle(actor: CatalogueActor, id: string, input: TitleInput) {
      const values = titleInputSchema.parse(input);
      if (!(await repo.findTitle(db, actor.tenantId, id))) throw notFound();
      if (!(await repo.findSeriesByCode(db, actor.tenantId, values.seriesCode)))
        throw badRequest("catalogue.seriesNotFound");
      await guarded(() => repo.updateTitle(db, actor.tenantId, id, values));
      return repo.findTitle(db, actor.tenantId, id);
    },

    async deleteTitle(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.findTitle(tx, actor.tenantId, id))) throw notFound();
        if (await repo.titleInUse(tx, actor.tenantId, id)) throw badRequest("catalogue.titleInUse");
        await repo.deleteTitle(tx, actor.tenantId, id);
      });
    },

    async createTrack(actor: CatalogueActor, input: TrackInput) {
      const values = trackInputSchema.parse(input);
      if (values.seriesCode && !(await repo.findSeriesByCode(db, actor.tenantId, values.seriesCode)))
        throw badRequest("catalogue.seriesNotFound");
      const id = randomUUID();
      await guarded(() => repo.insertTrack(db, { ...values, id, tenantId: actor.tenantId }));
      return repo.findTrack(db, actor.tenantId, id);
    },

    async updateTrack(actor: CatalogueActor, id: string, input: TrackInput) {
      const values = trackInputSchema.parse(input);
      const before = await repo.findTrack(db, actor.tenantId, id);
      if (!before) throw notFound();
      if (values.seriesCode && !(await repo.findSeriesByCode(db, actor.tenantId, values.seriesCode)))
        throw badRequest("catalogue.seriesNotFound");
      // batches and requirements name tracks by code
      if (before.code !== values.code && (await repo.trackInUse(db, actor.tenantId, before.code)))
        throw badRequest("catalogue.trackInUse");
      await guarded(() => repo.updateTrack(db, actor.tenantId, id, values));
      return repo.findTrack(db, actor.tenantId, id);
    },

    async deleteTrack(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        const track = await repo.findTrack(tx, actor.tenantId, id);
        if (!track) throw notFound();
        if (await repo.trackInUse(tx, actor.tenantId, track.code)) throw badRequest("catalogue.trackInUse");
        await repo.deleteTrack(tx, actor.tenantId, id);
      });
    },

    async pageBatchTitles(
      actor: CatalogueActor,
      query: { projectTimeId: string; page: number; limit: number } & repo.BatchTitleFilter,
    ) {
      await batchOfCurrentProject(db, actor, query.projectTimeId);
      const { projectTimeId, page, limit, ...filter } = query;
      return repo.pageBatchTitles(db, actor.tenantId, projectTimeId, filter, { page, limit });
    },

    async addBatchTitle(actor: CatalogueActor, input: BatchTitleInput) {
      const values = batchTitleInputSchema.parse(input);
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          await editableBatch(tx, actor, values.projectTimeId);
          const title = await repo.findTitle(tx, actor.tenantId, values.titleId);
          if (!title) throw badRequest("catalogue.titleNotFound");
          await assertTracksOfSeries(tx, actor.tenantId, title.seriesCode, values.trackCodes);
          await repo.insertBatchTitle(tx, { ...values, id, tenantId: actor.tenantId });
        }),
      );
      return repo.findBatchTitle(db, actor.tenantId, id);
    },

    async updateBatchTitle(actor: CatalogueActor, id: string, input: BatchTitleUpdate) {
      const values = batchTitleUpdateSchema.parse(input);
      await db.transaction(async (tx) => {
        const row = await repo.findBatchTitle(tx, actor.tenantId, id);
        if (!row) throw notFound();
        await editableBatch(tx, actor, row.projectTimeId);
        await assertTracksOfSeries(tx, actor.tenantId, row.seriesCode, values.trackCodes);
        await repo.updateBatchTitle(tx, actor.tenantId, id, values);
      });
      return repo.findBatchTitle(db, actor.tenantId, id);
    },

    async removeBatchTitle(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        const row = await repo.findBatchTitle(tx, actor.tenantId, id);
        if (!row) throw notFound();
        await editableBatch(tx, actor, row.projectTimeId);
        if ((await repo.declarationsOfBatchTitle(tx, row.projectTimeId, row.titleId)) > 0)
          throw badRequest("catalogue.batchTitleInUse");
        await repo.deleteBatchTitle(tx, actor.tenantId, id);
      });
    },
  };
}
