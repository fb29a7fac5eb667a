import { groupTypeInputSchema, groupTypePageQuerySchema } from "@zcps/contracts/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { ok } from "../../platform/http";
import { createGroupTypeService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(64) });

/** /api/admin/groupType: role-group types of the caller's tenant. */
export const groupTypeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const types = createGroupTypeService(deps);
  const tags = ["role types"];

  app.get(
    "/api/admin/groupType/page",
    { schema: { tags, summary: "Role types, paged", querystring: groupTypePageQuerySchema } },
    async (request) => {
      const { name, page, limit } = request.query;
      return ok(
        request,
        await types.page({ tenantId: caller(request).tenantId, name: name || undefined, page, limit }),
      );
    },
  );

  app.get("/api/admin/groupType/all", { schema: { tags, summary: "Every role type" } }, async (request) =>
    ok(request, await types.all(caller(request))),
  );

  app.get(
    "/api/admin/groupType/:id",
    { schema: { tags, summary: "One role type", params: idParams } },
    async (request) => ok(request, await types.get(caller(request), request.params.id)),
  );

  app.post(
    "/api/admin/groupType",
    { schema: { tags, summary: "Create a role type", body: groupTypeInputSchema } },
    async (request) => ok(request, await types.create(caller(request), request.body), "common.created"),
  );

  app.put(
    "/api/admin/groupType/:id",
    { schema: { tags, summary: "Update a role type", params: idParams, body: groupTypeInputSchema } },
    async (request) =>
      ok(request, await types.update(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.delete(
    "/api/admin/groupType/:id",
    { schema: { tags, summary: "Delete a role type no role uses", params: idParams } },
    async (request) => {
      await types.remove(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
};
