import { idSchema } from "@zcps/contracts/validation";
import {
  declarationFilterSchema,
  declarationPageQuerySchema,
  declarationRefSchema,
  findDepartQuerySchema,
  findTablesQuerySchema,
  sbtjQuerySchema,
  setBranchSchema,
} from "@zcps/contracts/zcps/workflow/api";
import { DECLARE_USER_API, SYS_API } from "@zcps/contracts/zcps/workflow/elements";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import { requestDataScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { notFound } from "../../../platform/errors";
import { ok, requestLanguage, sendNamedXlsx } from "../../../platform/http";
import { createReviewService } from "./service";

/** Empty query strings from the console's cleared filters mean "no filter". */
function presentOnly<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== "" && v !== undefined)) as T;
}

/**
 * /api/zcps-sh/declareUser (every declaration of the current project, read-only) and the review lookups of
 * /api/zcps-sh/sys named by the spec.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const review = createReviewService(deps);
  const tags = ["title evaluation: declarations and review lookups"];
  const reviewer = async (request: FastifyRequest) => ({
    auth: caller(request),
    scope: await requestDataScope(request, deps),
  });

  app.get(
    `${DECLARE_USER_API}/filters`,
    { schema: { tags, summary: "The current project's batches and the list's filter options (units in my scope)" } },
    async (request) => ok(request, await review.filters(await reviewer(request))),
  );
  app.get(
    `${DECLARE_USER_API}/page`,
    {
      schema: {
        tags,
        summary: "Declarations of a batch of the current project, filtered, sorted by unit then submit time",
        querystring: declarationPageQuerySchema.partial({ page: true, limit: true }),
      },
    },
    async (request) => {
      const { page = 1, limit = 20, ...filter } = presentOnly(request.query);
      return ok(request, await review.page(await reviewer(request), filter, page, limit));
    },
  );
  app.get(
    `${DECLARE_USER_API}/export`,
    {
      compress: false,
      schema: { tags, summary: "The filtered declarations as an xlsx download", querystring: declarationFilterSchema },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const stream = await review.exportXlsx(await reviewer(request), presentOnly(request.query), lang);
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
      return sendNamedXlsx(reply, stream, { en: "declarations", zh: "申报人员" }, lang, stamp);
    },
  );
  app.get(
    `${DECLARE_USER_API}/:id`,
    {
      schema: {
        tags,
        summary: "One declaration read-only: header, sections, items, attachments and the decision timeline",
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await review.detail(await reviewer(request), request.params.id, requestLanguage(request))),
  );
  app.get(
    `${DECLARE_USER_API}/:id/attachment/:attachmentId`,
    {
      schema: {
        tags,
        summary: "One attachment of a declaration's item",
        params: idParams.extend({ attachmentId: idSchema }),
      },
    },
    async (request, reply) => {
      const file = await review.attachment(await reviewer(request), request.params.id, request.params.attachmentId);
      const body = await deps.storage.get(file.storageKey);
      if (!body) throw notFound();
      return reply
        .type(file.mime)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );

  app.get(
    `${SYS_API}/findUnit`,
    { schema: { tags, summary: "findUnit: the units (二级单位: departments of type unit) of the tenant" } },
    async (request) => ok(request, await review.findUnits(caller(request))),
  );
  app.get(
    `${SYS_API}/findDepart`,
    {
      schema: {
        tags,
        summary:
          "findDepart: departments of a type (default office = review departments); with materialType, the one " +
          "verifying that type in the batch's directory (else the type's owning department)",
        querystring: findDepartQuerySchema,
      },
    },
    async (request) => ok(request, await review.findDeparts(caller(request), presentOnly(request.query))),
  );
  app.get(
    `${SYS_API}/findTablesByCheckType`,
    {
      schema: {
        tags,
        summary:
          "findTablesByCheckType: the material sections a review stage looks at. checkType = a pipeline stage or a " +
          "department id; for DEPARTMENT_REVIEW only the types the department `type` verifies; userId (optional) = a " +
          "declarant whose items are counted per section",
        querystring: findTablesQuerySchema,
      },
    },
    async (request) => ok(request, await review.tablesByCheckType(await reviewer(request), presentOnly(request.query))),
  );
  app.post(
    `${SYS_API}/findDepartHistory`,
    {
      schema: {
        tags,
        summary:
          "findDepartHistory: the verification history of a declaration's items (verify status, comment, by, at) " +
          "and the department verifying each",
        body: declarationRefSchema,
      },
    },
    async (request) => ok(request, await review.departHistory(await reviewer(request), request.body.declarationId)),
  );
  app.post(
    `${SYS_API}/setBranch`,
    {
      schema: {
        tags,
        summary:
          "setBranch: route one material type of one declaration to another verifying department (personnel; " +
          "overrides the batch directory for that declaration, recorded in the operation log)",
        body: setBranchSchema,
      },
    },
    async (request) => ok(request, await review.setBranch(await reviewer(request), request.body), "workflow.branchSet"),
  );
  app.get(
    `${SYS_API}/sbtj`,
    {
      schema: {
        tags,
        summary: "sbtj (申报统计): a batch's declarations counted by status, by unit and by level, within my scope",
        querystring: sbtjQuerySchema,
      },
    },
    async (request) =>
      ok(request, await review.statistics(await reviewer(request), request.query.projectTimeId || undefined)),
  );
};
