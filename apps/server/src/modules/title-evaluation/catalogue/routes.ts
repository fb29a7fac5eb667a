import {
  batchQuerySchema,
  batchTitleInputSchema,
  batchTitlePageQuerySchema,
  batchTitleUpdateSchema,
  directoryCopySchema,
  directoryInputSchema,
  directoryListQuerySchema,
  directoryUpdateSchema,
  idParams,
  postRestrictionInputSchema,
  quotaBulkSchema,
  quotaExportQuerySchema,
  quotaInputSchema,
  quotaPageQuerySchema,
  quotaUpdateSchema,
  requirementInputSchema,
  requirementKeySchema,
  requirementPageQuerySchema,
  requirementTestSchema,
  requirementUpdateSchema,
  seriesInputSchema,
  staffSearchQuerySchema,
  titleInputSchema,
  trackInputSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage } from "../../../platform/http";
import type { CatalogueActor } from "./batch";
import { createCatalogueService } from "./catalogue-service";
import { createDirectoryService } from "./directory-service";
import { createPostService } from "./post-service";
import { createQuotaService } from "./quota-service";
import { createRequirementService } from "./requirement-service";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const actor = (request: FastifyRequest): CatalogueActor => {
  const { tenantId, userId, projectId } = caller(request);
  return { tenantId, userId, projectId };
};

/**
 * The catalogue pages under /api/zcps-sh (element codes declareRequireTitle:*, directory:*, declareRequire:*,
 * declarePost:*, quota:*): every batch-level call names a batch of the caller's current project.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const catalogue = createCatalogueService(deps);
  const directory = createDirectoryService(deps);
  const requirements = createRequirementService(deps);
  const posts = createPostService(deps);
  const quotas = createQuotaService(deps);
  const A = CATALOGUE_API;

  // ---- lookups
  const lookups = ["title catalogue"];
  app.get(
    A.context,
    {
      schema: {
        tags: lookups,
        summary: "Batches of the tenant (current project marked), series, titles, tracks, offices and units",
      },
    },
    async (request) => ok(request, await catalogue.context(actor(request))),
  );
  app.get(
    A.batchTitles,
    {
      schema: {
        tags: lookups,
        summary: "The titles a batch accepts, with tracks and methods",
        querystring: batchQuerySchema,
      },
    },
    async (request) => ok(request, await catalogue.batchTitles(actor(request), request.query.projectTimeId)),
  );

  // ---- declareRequireTitle
  const titleTags = ["declareRequireTitle"];
  app.get(
    `${A.title}/catalogue`,
    { schema: { tags: titleTags, summary: "The tenant's series, titles and tracks" } },
    async (request) => ok(request, await catalogue.tables(actor(request))),
  );
  /** Add, change and delete for one of the catalogue's tables (series, titles, tracks). */
  function catalogueTable<S extends z.ZodType>(
    kind: "series" | "titles" | "tracks",
    body: S,
    service: {
      create: (a: CatalogueActor, input: z.output<S>) => Promise<unknown>;
      update: (a: CatalogueActor, id: string, input: z.output<S>) => Promise<unknown>;
      remove: (a: CatalogueActor, id: string) => Promise<void>;
    },
  ) {
    app.post(
      `${A.title}/${kind}`,
      { schema: { tags: titleTags, summary: `Add to the catalogue's ${kind}`, body } },
      async (request) =>
        ok(request, await service.create(actor(request), request.body as z.output<S>), "common.created"),
    );
    app.put(
      `${A.title}/${kind}/:id`,
      { schema: { tags: titleTags, summary: `Change one of the catalogue's ${kind}`, params: idParams, body } },
      async (request) =>
        ok(
          request,
          await service.update(actor(request), request.params.id, request.body as z.output<S>),
          "common.updated",
        ),
    );
    app.delete(
      `${A.title}/${kind}/:id`,
      {
        schema: {
          tags: titleTags,
          summary: `Delete one of the catalogue's ${kind} (refused while in use)`,
          params: idParams,
        },
      },
      async (request) => {
        await service.remove(actor(request), request.params.id);
        return ok(request, null, "common.deleted");
      },
    );
  }
  catalogueTable("series", seriesInputSchema, {
    create: catalogue.createSeries,
    update: catalogue.updateSeries,
    remove: catalogue.deleteSeries,
  });
  catalogueTable("titles", titleInputSchema, {
    create: catalogue.createTitle,
    update: catalogue.updateTitle,
    remove: catalogue.deleteTitle,
  });
  catalogueTable("tracks", trackInputSchema, {
    create: catalogue.createTrack,
    update: catalogue.updateTrack,
    remove: catalogue.deleteTrack,
  });
  app.get(
    `${A.title}/page`,
    {
      schema: { tags: titleTags, summary: "The titles a batch accepts, paged", querystring: batchTitlePageQuerySchema },
    },
    async (request) => ok(request, await catalogue.pageBatchTitles(actor(request), request.query)),
  );
  app.post(
    A.title,
    { schema: { tags: titleTags, summary: "Let a batch accept a title", body: batchTitleInputSchema } },
    async (request) => ok(request, await catalogue.addBatchTitle(actor(request), request.body), "common.created"),
  );
  app.put(
    `${A.title}/:id`,
    {
      schema: {
        tags: titleTags,
        summary: "Change a batch title's tracks and methods",
        params: idParams,
        body: batchTitleUpdateSchema,
      },
    },
    async (request) =>
      ok(request, await catalogue.updateBatchTitle(actor(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${A.title}/:id`,
    { schema: { tags: titleTags, summary: "Remove a title from a batch (refused once declared)", params: idParams } },
    async (request) => {
      await catalogue.removeBatchTitle(actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  // ---- directory
  const dirTags = ["directory"];
  app.get(
    `${A.directory}/list`,
    { schema: { tags: dirTags, summary: "A batch's material directory", querystring: directoryListQuerySchema } },
    async (request) => {
      const { projectTimeId, ...filter } = request.query;
      return ok(request, await directory.list(actor(request), projectTimeId, filter));
    },
  );
  app.post(
    A.directory,
    { schema: { tags: dirTags, summary: "Put a material type into a batch's directory", body: directoryInputSchema } },
    async (request) => ok(request, await directory.add(actor(request), request.body), "common.created"),
  );
  app.post(
    `${A.directory}/defaults`,
    {
      schema: {
        tags: dirTags,
        summary: "Add every missing material type with its default settings",
        body: batchQuerySchema,
      },
    },
    async (request) =>
      ok(request, await directory.addDefaults(actor(request), request.body.projectTimeId), "common.created"),
  );
  app.post(
    `${A.directory}/copy`,
    {
      schema: { tags: dirTags, summary: "Replace a batch's directory with another batch's", body: directoryCopySchema },
    },
    async (request) =>
      ok(
        request,
        await directory.copy(actor(request), request.body.projectTimeId, request.body.fromProjectTimeId),
        "common.updated",
      ),
  );
  app.put(
    `${A.directory}/:id`,
    { schema: { tags: dirTags, summary: "Change a directory entry", params: idParams, body: directoryUpdateSchema } },
    async (request) =>
      ok(request, await directory.update(actor(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${A.directory}/:id`,
    { schema: { tags: dirTags, summary: "Take a material type out of a batch's directory", params: idParams } },
    async (request) => {
      await directory.remove(actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  // ---- declareRequire
  const reqTags = ["declareRequire"];
  app.get(
    `${A.require}/page`,
    {
      schema: {
        tags: reqTags,
        summary: "A batch's current requirements, paged",
        querystring: requirementPageQuerySchema,
      },
    },
    async (request) => ok(request, await requirements.page(actor(request), request.query)),
  );
  app.get(
    `${A.require}/versions`,
    {
      schema: {
        tags: reqTags,
        summary: "Every version of one requirement, newest first",
        querystring: requirementKeySchema,
      },
    },
    async (request) => ok(request, await requirements.versions(actor(request), request.query)),
  );
  app.get(
    `${A.require}/staff`,
    {
      schema: {
        tags: reqTags,
        summary: "Staff members to test a rule against (search)",
        querystring: staffSearchQuerySchema,
      },
    },
    async (request) => ok(request, await requirements.searchStaff(actor(request), request.query.keyword || undefined)),
  );
  app.post(
    `${A.require}/test`,
    { schema: { tags: reqTags, summary: "Evaluate a rule for one staff member", body: requirementTestSchema } },
    async (request) =>
      ok(
        request,
        await requirements.test(actor(request), request.body.projectTimeId, request.body.staffId, request.body.rule),
      ),
  );
  app.get(
    `${A.require}/:id`,
    { schema: { tags: reqTags, summary: "One requirement version", params: idParams } },
    async (request) => ok(request, await requirements.get(actor(request), request.params.id)),
  );
  app.post(
    A.require,
    { schema: { tags: reqTags, summary: "A requirement for a title, track and method", body: requirementInputSchema } },
    async (request) => ok(request, await requirements.create(actor(request), request.body), "common.created"),
  );
  app.put(
    `${A.require}/:id`,
    {
      schema: {
        tags: reqTags,
        summary: "Save a requirement's rule: overwrites while the batch is a draft, adds a version once published",
        params: idParams,
        body: requirementUpdateSchema,
      },
    },
    async (request) => {
      const saved = await requirements.update(actor(request), request.params.id, request.body);
      return ok(request, saved, saved.newVersion ? "catalogue.requirementVersioned" : "catalogue.requirementSaved");
    },
  );
  app.delete(
    `${A.require}/:id`,
    {
      schema: {
        tags: reqTags,
        summary: "Delete a requirement with its versions (draft batches only)",
        params: idParams,
      },
    },
    async (request) => {
      await requirements.remove(actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  // ---- declarePost
  const postTags = ["declarePost"];
  app.get(
    `${A.post}/page`,
    { schema: { tags: postTags, summary: "Post restrictions of the tenant" } },
    async (request) => {
      const rows = await posts.list(actor(request));
      return ok(request, { rows, total: rows.length });
    },
  );
  app.post(
    A.post,
    { schema: { tags: postTags, summary: "Restrict a post type", body: postRestrictionInputSchema } },
    async (request) => ok(request, await posts.create(actor(request), request.body), "common.created"),
  );
  app.put(
    `${A.post}/:id`,
    {
      schema: {
        tags: postTags,
        summary: "Change a post restriction",
        params: idParams,
        body: postRestrictionInputSchema,
      },
    },
    async (request) =>
      ok(request, await posts.update(actor(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${A.post}/:id`,
    { schema: { tags: postTags, summary: "Lift a post restriction", params: idParams } },
    async (request) => {
      await posts.remove(actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  // ---- quota (spec: GET quota/findQuota)
  const quotaTags = ["quota"];
  app.get(
    `${A.quota}/findQuota`,
    {
      schema: {
        tags: quotaTags,
        summary: "A batch's recommendation quotas with totals, paged",
        querystring: quotaPageQuerySchema,
      },
    },
    async (request) => ok(request, await quotas.page(actor(request), request.query)),
  );
  app.post(
    A.quota,
    { schema: { tags: quotaTags, summary: "A quota for a unit, level and track", body: quotaInputSchema } },
    async (request) => ok(request, await quotas.create(actor(request), request.body), "common.created"),
  );
  app.post(
    `${A.quota}/bulk`,
    {
      schema: {
        tags: quotaTags,
        summary: "One allocation for every unit at a level (and track)",
        body: quotaBulkSchema,
      },
    },
    async (request) => ok(request, await quotas.bulk(actor(request), request.body), "common.updated"),
  );
  app.put(
    `${A.quota}/:id`,
    {
      schema: {
        tags: quotaTags,
        summary: "Change an allocation (never below used − released)",
        params: idParams,
        body: quotaUpdateSchema,
      },
    },
    async (request) =>
      ok(request, await quotas.update(actor(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${A.quota}/:id`,
    { schema: { tags: quotaTags, summary: "Delete an unused quota", params: idParams } },
    async (request) => {
      await quotas.remove(actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
  app.get(
    `${A.quota}/export`,
    {
      compress: false,
      schema: { tags: quotaTags, summary: "A batch's quotas as an xlsx download", querystring: quotaExportQuerySchema },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const stream = await quotas.exportXlsx(actor(request), request.query, lang);
      const name = lang === "en" ? "quotas.xlsx" : "推荐名额.xlsx";
      return reply
        .type(XLSX_TYPE)
        .header(
          "content-disposition",
          `attachment; filename="quotas.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header("cache-control", "no-store")
        .send(stream);
    },
  );
};
