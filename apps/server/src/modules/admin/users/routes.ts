import {
  resetPasswordSchema,
  uniqueCheckQuerySchema,
  userCreateSchema,
  userPageQuerySchema,
  userUpdateSchema,
} from "@zcps/contracts/validation";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import { requestUserAdminScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { badRequest } from "../../../platform/errors";
import { ok } from "../../../platform/http";
import { createAuthService } from "../auth";
import type { UniqueField } from "./repo";
import { createUserService, TAKEN_MESSAGES } from "./service";

const encrypted = z.object({ is_encrypt: z.enum(["0", "1"]).default("0") });
/** a caller whose user administration reaches every tenant may name one; anyone else only their own */
const tenantField = { tenantId: z.string().min(1).max(64).optional() };
const pageQuery = userPageQuerySchema.extend(tenantField);

/** /api/admin/user: user administration within the caller's tenant (every tenant for the super tenant's). */
export const userRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const users = createUserService(deps);
  const { decodePassword } = createAuthService(deps);
  const tags = ["users"];

  /** The caller with their data scope: user administration reaches only the users in it. */
  const scoped = async (request: FastifyRequest) => ({
    ...caller(request),
    ...(await requestUserAdminScope(request, deps)),
  });

  const plainPassword = (value: string, isEncrypted: boolean) => {
    const plain = decodePassword(value, isEncrypted);
    if (plain === null) throw badRequest("common.badRequest");
    return plain;
  };

  const page =
    (excludeSelf: boolean) => async (request: FastifyRequest<{ Querystring: z.infer<typeof pageQuery> }>) => {
      const auth = await scoped(request);
      const q = request.query;
      const keyword = q.name || q.username || undefined;
      return ok(
        request,
        await users.page({
          reach: auth,
          tenantId: q.tenantId,
          keyword,
          departId: q.departId,
          enabled: q.enabled === undefined ? undefined : q.enabled === "true",
          excludeId: excludeSelf ? auth.userId : undefined,
          scope: auth.scope,
          page: q.page,
          limit: q.limit,
        }),
      );
    };

  app.get("/api/admin/user/page", { schema: { tags, summary: "Users, paged", querystring: pageQuery } }, page(false));
  app.get(
    "/api/admin/user/pageNoSelf",
    {
      schema: { tags, summary: "Users but the caller, paged", querystring: pageQuery },
    },
    page(true),
  );

  const checks: [path: string, field: UniqueField, summary: string][] = [
    ["checkUserNameFormAll", "username", "Is the account free across all tenants?"],
    ["checkNoFormTenant", "no", "Is the staff number free in the tenant?"],
    ["checkIdNoFormTenant", "idNo", "Is the ID number free in the tenant?"],
    ["checkMobilePhoneFormTenant", "mobilePhone", "Is the mobile number free in the tenant?"],
    ["checkEmailFormTenant", "email", "Is the e-mail free in the tenant?"],
  ];
  for (const [path, field, summary] of checks) {
    app.get(
      `/api/admin/user/${path}`,
      { schema: { tags, summary, querystring: uniqueCheckQuerySchema.extend(tenantField) } },
      async (request) => {
        const { id, tenantId } = request.query;
        const value = request.query[field] ?? "";
        const free =
          value === "" || (await users.isAvailableFor(await scoped(request), field, value, { id, tenantId }));
        return ok(request, free, free ? "common.ok" : TAKEN_MESSAGES[field]);
      },
    );
  }

  app.get(
    "/api/admin/user/tenants",
    { schema: { tags, summary: "The tenants whose users the caller manages (every tenant, or their own)" } },
    async (request) => ok(request, await users.tenants(await scoped(request))),
  );

  app.get(
    "/api/admin/user/findNode",
    {
      schema: {
        tags,
        summary: "The department tree for choosing a user's department (of the chosen tenant)",
        querystring: z.object(tenantField),
      },
    },
    async (request) => ok(request, await users.departTree(await scoped(request), request.query.tenantId)),
  );

  app.post(
    "/api/admin/user",
    {
      schema: {
        tags,
        summary: "Create a user",
        querystring: encrypted,
        body: userCreateSchema.extend({ password: z.string().min(1).max(512), ...tenantField }),
      },
    },
    async (request) => {
      const { tenantId, ...body } = request.body;
      const password = plainPassword(body.password, request.query.is_encrypt === "1");
      const created = await users.create(await scoped(request), { ...body, password }, tenantId);
      return ok(request, created, "common.created");
    },
  );

  app.get("/api/admin/user/:id", { schema: { tags, summary: "One user", params: idParams } }, async (request) =>
    ok(request, await users.get(await scoped(request), request.params.id)),
  );

  app.put(
    "/api/admin/user/:id",
    {
      schema: { tags, summary: "Update a user", params: idParams, body: userUpdateSchema },
    },
    async (request) =>
      ok(request, await users.update(await scoped(request), request.params.id, request.body), "common.updated"),
  );

  app.delete(
    "/api/admin/user/:id",
    { schema: { tags, summary: "Delete a user", params: idParams } },
    async (request) => {
      await users.remove(await scoped(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  app.put(
    "/api/admin/user/:id/password",
    {
      schema: {
        tags,
        summary: "Set a new password for a user",
        params: idParams,
        querystring: encrypted,
        body: z.object({ password: z.string().min(1).max(512) }),
      },
    },
    async (request) => {
      const { password } = resetPasswordSchema.parse({
        password: plainPassword(request.body.password, request.query.is_encrypt === "1"),
      });
      await users.resetPassword(await scoped(request), request.params.id, password);
      return ok(request, null, "user.passwordReset");
    },
  );
};
