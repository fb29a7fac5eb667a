import {
  blacklistSchema,
  conflictInputSchema,
  conflictParams,
  EXPERT_KINDS,
  EXPERT_PAGES,
  expertImportQuerySchema,
  expertOptionQuerySchema,
  expertPageQuerySchema,
  externalExpertSchema,
  internalExpertSchema,
} from "@zcps/contracts/zcps/experts/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../platform/entity-routes";
import { ok, requestLanguage, sendXlsx } from "../../../platform/http";
import { uploadedXlsx } from "../staff";
import { createExpertImport } from "./import";
import { dropExpertListsOnChange } from "./list-cache";
import { createExpertService } from "./service";

/** /api/zcps-sh/{outSideExpert,inSideExpert}: the two expert pools, one set of routes each (codes <page>:*). */
export const expertRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  dropExpertListsOnChange(app, deps.cache);
  const tags = ["title evaluation: expert pools"];

  for (const kind of EXPERT_KINDS) {
    const page = EXPERT_PAGES[kind];
    const API = `/api/zcps-sh/${page}`;
    const pool = createExpertService(deps, kind);
    const sheet = createExpertImport(deps, kind);

    app.get(
      `${API}/page`,
      { schema: { tags, summary: `${page}: experts, filtered and paged`, querystring: expertPageQuerySchema } },
      async (request) => ok(request, await pool.page(caller(request), request.query)),
    );
    app.get(
      `${API}/disciplines`,
      { schema: { tags, summary: `${page}: first-level disciplines of the national catalogue` } },
      async (request) => ok(request, await pool.disciplines(caller(request))),
    );
    app.get(`${API}/units`, { schema: { tags, summary: `${page}: units` } }, async (request) =>
      ok(request, await pool.units(caller(request))),
    );
    app.get(
      `${API}/staffOptions`,
      { schema: { tags, summary: `${page}: staff to choose from`, querystring: expertOptionQuerySchema } },
      async (request) => ok(request, await pool.staffOptions(caller(request), request.query.keyword || undefined)),
    );
    entityWriteRoutes(app, API, {
      tags,
      body: kind === "external" ? externalExpertSchema : internalExpertSchema,
      create: { summary: `${page}: add an expert`, run: pool.create },
      update: { summary: `${page}: change an expert`, run: pool.update },
      remove: { summary: `${page}: remove an expert`, run: pool.remove },
    });
    app.post(
      `${API}/:id/blacklist`,
      { schema: { tags, summary: `${page}: blacklist an expert`, params: idParams, body: blacklistSchema } },
      async (request) =>
        ok(
          request,
          await pool.blacklist(caller(request), request.params.id, request.body.reason),
          "expert.blacklisted",
        ),
    );
    app.delete(
      `${API}/:id/blacklist`,
      { schema: { tags, summary: `${page}: take an expert off the blacklist`, params: idParams } },
      async (request) =>
        ok(request, await pool.unblacklist(caller(request), request.params.id), "expert.unblacklisted"),
    );
    app.get(
      `${API}/:id/conflicts`,
      { schema: { tags, summary: `${page}: an expert's conflicts`, params: idParams } },
      async (request) => ok(request, await pool.conflicts(caller(request), request.params.id)),
    );
    app.post(
      `${API}/:id/conflicts`,
      {
        schema: { tags, summary: `${page}: record a conflict`, params: idParams, body: conflictInputSchema },
      },
      async (request) =>
        ok(request, await pool.addConflict(caller(request), request.params.id, request.body), "expert.conflictAdded"),
    );
    app.delete(
      `${API}/:id/conflicts/:conflictId`,
      { schema: { tags, summary: `${page}: remove a conflict`, params: conflictParams } },
      async (request) =>
        ok(
          request,
          await pool.removeConflict(caller(request), request.params.id, request.params.conflictId),
          "expert.conflictRemoved",
        ),
    );
    app.post(
      `${API}/:id/approve`,
      { schema: { tags, summary: `${page}: approve into the pool, opening or linking the account`, params: idParams } },
      async (request) => {
        const account = await pool.approve(caller(request), request.params.id);
        return ok(request, account, account.password ? "expert.approvedCreated" : "expert.approvedLinked");
      },
    );
    app.get(
      `${API}/template`,
      { compress: false, schema: { tags, summary: `${page}: the import template (xlsx)` } },
      async (_request, reply) =>
        sendXlsx(
          reply,
          await sheet.template(),
          `${page}-template.xlsx`,
          kind === "external" ? "校外专家-导入模板.xlsx" : "校内专家-导入模板.xlsx",
        ),
    );
    app.post(
      `${API}/import`,
      {
        schema: {
          tags,
          summary: `${page}: import experts from xlsx (multipart \`file\`): a dry run unless apply=true; all or nothing`,
          querystring: expertImportQuerySchema,
        },
      },
      async (request) => {
        const file = await uploadedXlsx(request);
        const result = await sheet.upload(
          caller(request),
          file.bytes,
          request.query.apply === "true",
          requestLanguage(request),
        );
        const key =
          result.status === "failed"
            ? "staff.import.failed"
            : result.status === "applied"
              ? "staff.import.applied"
              : "staff.import.checked";
        return ok(request, result, key);
      },
    );
  }
};
