import {
  tenantAdminSchema,
  tenantCreateSchema,
  tenantInputSchema,
  tenantPageQuerySchema,
} from "@zcps/contracts/tenants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { badRequest } from "../../../platform/errors";
import { ok } from "../../../platform/http";
import { createAuthService } from "../auth";
import { createTenantService } from "./service";

/** On the wire the first administrator's password is encrypted (is_encrypt=1) like every other password. */
const createBody = tenantCreateSchema.extend({
  admin: tenantAdminSchema.extend({ password: z.string().min(1).max(512) }).nullish(),
});

/** /api/admin/tenant: tenants, managed by the super tenant's administrators only. */
export const tenantRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tenants = createTenantService(deps);
  const { decodePassword } = createAuthService(deps);
  const tags = ["tenants"];

  app.get(
    "/api/admin/tenant/page",
    { schema: { tags, summary: "Tenants, paged", querystring: tenantPageQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await tenants.page(caller(request), {
          keyword: q.name || undefined,
          enabled: q.enabled === undefined ? undefined : q.enabled === "true",
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );

  app.get(
    "/api/admin/tenant/checkCode",
    {
      schema: {
        tags,
        summary: "Is the tenant code free?",
        querystring: z.object({ code: z.string().trim().max(50).default(""), id: z.string().max(64).optional() }),
      },
    },
    async (request) => {
      const { code, id } = request.query;
      const free = code === "" || (await tenants.isCodeAvailable(caller(request), code, id));
      return ok(request, free, free ? "common.ok" : "tenant.codeTaken");
    },
  );

  app.get(
    "/api/admin/tenant/userOptions",
    {
      schema: {
        tags,
        summary: "Users of every tenant matching a keyword (choosing an owner)",
        querystring: z.object({ keyword: z.string().trim().max(50).default("") }),
      },
    },
    async (request) => ok(request, await tenants.searchUsers(caller(request), request.query.keyword)),
  );

  app.post(
    "/api/admin/tenant",
    {
      schema: {
        tags,
        summary: "Create a tenant with its basics (and its first administrator)",
        querystring: z.object({ is_encrypt: z.enum(["0", "1"]).default("0") }),
        body: createBody,
      },
    },
    async (request) => {
      const { admin, ...values } = request.body;
      let plainAdmin = null;
      if (admin) {
        const password = decodePassword(admin.password, request.query.is_encrypt === "1");
        if (password === null) throw badRequest("common.badRequest");
        plainAdmin = { ...admin, password };
      }
      return ok(request, await tenants.create(caller(request), { ...values, admin: plainAdmin }), "common.created");
    },
  );

  app.get("/api/admin/tenant/:id", { schema: { tags, summary: "One tenant", params: idParams } }, async (request) =>
    ok(request, await tenants.get(caller(request), request.params.id)),
  );

  app.put(
    "/api/admin/tenant/:id",
    { schema: { tags, summary: "Update a tenant", params: idParams, body: tenantInputSchema } },
    async (request) =>
      ok(request, await tenants.update(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.put(
    "/api/admin/tenant/:id/enabled",
    {
      schema: {
        tags,
        summary: "Enable or disable a tenant (its users cannot sign in while it is disabled)",
        params: idParams,
        body: z.object({ enabled: z.boolean() }),
      },
    },
    async (request) => {
      const { enabled } = request.body;
      const tenant = await tenants.setEnabled(caller(request), request.params.id, enabled);
      return ok(request, tenant, enabled ? "tenant.enabled" : "tenant.disabled");
    },
  );

  app.delete(
    "/api/admin/tenant/:id",
    { schema: { tags, summary: "Delete a tenant that has no users or data", params: idParams } },
    async (request) => {
      await tenants.remove(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  app.get(
    "/api/admin/tenant/:id/user",
    { schema: { tags, summary: "The tenant's owner", params: idParams } },
    async (request) => ok(request, await tenants.owner(caller(request), request.params.id)),
  );

  app.put(
    "/api/admin/tenant/:id/user",
    {
      schema: {
        tags,
        summary: "Make a user the tenant's owner (moving them into the tenant)",
        params: idParams,
        querystring: z.object({ userId: z.string().min(1).max(64) }),
      },
    },
    async (request) =>
      ok(request, await tenants.setOwner(caller(request), request.params.id, request.query.userId), "tenant.ownerSet"),
  );
};
