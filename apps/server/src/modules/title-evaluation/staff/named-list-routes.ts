import {
  NAMED_LIST_TYPES,
  namedListInputSchema,
  namedListPageQuerySchema,
  namedListReviewSchema,
  userSearchQuerySchema,
} from "@zcps/contracts/zcps/staff/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../platform/entity-routes";
import { ok, requestLanguage, sendXlsx } from "../../../platform/http";
import { uploadedXlsx } from "./import-routes";
import { createNamedListService } from "./named-list-service";
import { createStaffService } from "./staff-service";

/** /api/zcps-sh/{talents,kyry,tpUser}: the named lists, one set of routes each (element codes <list>:*). */
export const namedListRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const staff = createStaffService(deps);
  const tags = ["title evaluation: named lists"];

  for (const listType of NAMED_LIST_TYPES) {
    const API = `/api/zcps-sh/${listType}`;
    const lists = createNamedListService(deps, listType);

    app.get(
      `${API}/page`,
      { schema: { tags, summary: `${listType}: entries, filtered and paged`, querystring: namedListPageQuerySchema } },
      async (request) => ok(request, await lists.page(caller(request), request.query)),
    );
    app.get(`${API}/defaults`, { schema: { tags, summary: `${listType}: the default effects` } }, async (request) =>
      ok(request, await lists.defaults(caller(request))),
    );
    app.get(
      `${API}/staffOptions`,
      { schema: { tags, summary: `${listType}: staff to choose from`, querystring: userSearchQuerySchema } },
      async (request) => ok(request, await lists.staffOptions(caller(request), request.query.keyword || undefined)),
    );
    app.get(
      `${API}/batches`,
      { schema: { tags, summary: `${listType}: batches of the current project` } },
      async (request) => ok(request, await lists.batches(caller(request), requestLanguage(request))),
    );
    app.get(`${API}/units`, { schema: { tags, summary: `${listType}: units (filter)` } }, async (request) =>
      ok(request, await staff.units(caller(request))),
    );
    app.get(`${API}/titles`, { schema: { tags, summary: `${listType}: titles` } }, async (request) =>
      ok(request, await staff.titles(caller(request))),
    );
    entityWriteRoutes(app, API, {
      tags,
      body: namedListInputSchema,
      create: { summary: `${listType}: add an entry`, run: lists.create },
      update: { summary: `${listType}: change an entry`, run: lists.update },
      remove: { summary: `${listType}: remove an entry`, run: lists.remove },
    });
    if (listType === "kyry") {
      app.get(
        `${API}/template`,
        { compress: false, schema: { tags, summary: `${listType}: the import template (xlsx)` } },
        async (_request, reply) =>
          sendXlsx(reply, await lists.template(), `${listType}-template.xlsx`, "抗疫人员名单-导入模板.xlsx"),
      );
      app.post(
        `${API}/import`,
        {
          schema: {
            tags,
            summary: `${listType}: import entries from xlsx (multipart \`file\`), all or nothing`,
            querystring: z.object({ projectTimeId: z.string().max(64).optional() }),
          },
        },
        async (request) => {
          const file = await uploadedXlsx(request);
          const result = await lists.importSheet(
            caller(request),
            file.bytes,
            request.query.projectTimeId || null,
            requestLanguage(request),
          );
          return ok(request, result, result.errors.length > 0 ? "staff.import.failed" : "staff.import.applied");
        },
      );
    } else {
      app.post(
        `${API}/:id/review`,
        {
          schema: {
            tags,
            summary: `${listType}: approve or reject a pending entry`,
            params: idParams,
            body: namedListReviewSchema,
          },
        },
        async (request) =>
          ok(
            request,
            await lists.review(caller(request), request.params.id, request.body.decision, request.body.comment),
            "staff.list.reviewed",
          ),
      );
    }
  }
};
