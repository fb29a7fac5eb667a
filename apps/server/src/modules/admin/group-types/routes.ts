import { groupTypeInputSchema, groupTypePageQuerySchema } from "@zcps/contracts/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { createGroupTypeService } from "./service";

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

  entityWriteRoutes(app, "/api/admin/groupType", {
    tags,
    body: groupTypeInputSchema,
    get: { summary: "One role type", run: types.get },
    create: { summary: "Create a role type", run: types.create },
    update: { summary: "Update a role type", run: types.update },
    remove: { summary: "Delete a role type no role uses", run: types.remove },
  });
};
