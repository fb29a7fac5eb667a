import { randomUUID } from "node:crypto";
import { type PostRestrictionInput, postRestrictionInputSchema } from "@zcps/contracts/zcps/catalogue/api";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import type { CatalogueActor } from "./batch";
import { listSeries, listTracks } from "./catalogue-repo";
import * as repo from "./posts-repo";

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === "post_restrictions_key") throw badRequest("catalogue.postTypeTaken");
    throw error;
  }
}

async function validated(db: Executor, tenantId: string, input: PostRestrictionInput) {
  const values = postRestrictionInputSchema.parse(input);
  const [series, tracks] = await Promise.all([listSeries(db, tenantId), listTracks(db, tenantId)]);
  const seriesCodes = new Set(series.map((s) => s.code));
  const trackCodes = new Set(tracks.map((t) => t.code));
  if (!values.allowedSeries.every((c) => seriesCodes.has(c))) throw badRequest("catalogue.allowedSeriesInvalid");
  if (!values.allowedTracks.every((c) => trackCodes.has(c))) throw badRequest("catalogue.allowedTracksInvalid");
  return {
    ...values,
    allowedSeries: [...new Set(values.allowedSeries)],
    allowedTracks: [...new Set(values.allowedTracks)],
  };
}

/** /zcps/declarePost: which series and tracks each post type may declare (tenant-wide, every batch). */
export function createPostService({ db }: Pick<AppDeps, "db">) {
  return {
    list: (actor: CatalogueActor) => repo.listRestrictions(db, actor.tenantId),

    async create(actor: CatalogueActor, input: PostRestrictionInput) {
      const values = await validated(db, actor.tenantId, input);
      const id = randomUUID();
      await guarded(() => repo.insertRestrictions(db, [{ ...values, id, tenantId: actor.tenantId }]));
      return repo.findRestriction(db, actor.tenantId, id);
    },

    async update(actor: CatalogueActor, id: string, input: PostRestrictionInput) {
      if (!(await repo.findRestriction(db, actor.tenantId, id))) throw notFound();
      const values = await validated(db, actor.tenantId, input);
      await guarded(() => repo.updateRestriction(db, actor.tenantId, id, values));
      return repo.findRestriction(db, actor.tenantId, id);
    },

    async remove(actor: CatalogueActor, id: string) {
      if (!(await repo.findRestriction(db, actor.tenantId, id))) throw notFound();
      await repo.deleteRestriction(db, actor.tenantId, id);
    },
  };
}
