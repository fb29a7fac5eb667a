import { staffInputSchema, staffPageQuerySchema } from "@zcps/contracts/zcps/staff/api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import { requestDataScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok, requestLanguage, sendXlsx } from "../../../platform/http";
import { createStaffService } from "./staff-service";

const API = "/api/zcps-sh/baseUser";
/** /api/zcps-sh/baseUser: staff master data (element codes baseUser:*). */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const staff = createStaffService(deps);
  const tags = ["title evaluation: staff"];
  const actor = async (request: FastifyRequest) => ({
    ...caller(request),
    scope: await requestDataScope(request, deps),
  });

  app.get(
    `${API}/page`,
    { schema: { tags, summary: "Staff, filtered and paged", querystring: staffPageQuerySchema } },
    async (request) => ok(request, await staff.page(await actor(request), request.query)),
  );
  app.get(`${API}/units`, { schema: { tags, summary: "The tenant's units" } }, async (request) =>
    ok(request, await staff.units(caller(request))),
  );
  app.get(`${API}/titles`, { schema: { tags, summary: "The tenant's titles" } }, async (request) =>
    ok(request, await staff.titles(caller(request))),
  );
  app.get(
    `${API}/export`,
    { compress: false, schema: { tags, summary: "The filtered staff as xlsx", querystring: staffPageQuerySchema } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = await staff.exportXlsx(await actor(request), request.query, lang);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, "");
      return sendXlsx(reply, body, `staff-${stamp}.xlsx`, `${lang === "en" ? "staff" : "教职工"}-${stamp}.xlsx`);
    },
  );
  app.get(`${API}/:id`, { schema: { tags, summary: "One staff member", params: idParams } }, async (request) =>
    ok(request, await staff.get(await actor(request), request.params.id)),
  );
  app.get(
    `${API}/:id/records`,
    { schema: { tags, summary: "A staff member's imported source records", params: idParams } },
    async (request) => ok(request, await staff.records(await actor(request), request.params.id)),
  );
  app.post(API, { schema: { tags, summary: "Add a staff member", body: staffInputSchema } }, async (request) =>
    ok(request, await staff.create(await actor(request), request.body), "common.created"),
  );
  app.put(
    `${API}/:id`,
    { schema: { tags, summary: "Change a staff member", params: idParams, body: staffInputSchema } },
    async (request) =>
      ok(request, await staff.update(await actor(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${API}/:id`,
    { schema: { tags, summary: "Delete a staff member without declarations", params: idParams } },
    async (request) => {
      await staff.remove(await actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
  app.post(
    `${API}/:id/account`,
    {
      schema: {
        tags,
        summary: "Open an account for a staff member (initial password returned once)",
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await staff.createAccount(await actor(request), request.params.id), "staff.accountCreated"),
  );
};
