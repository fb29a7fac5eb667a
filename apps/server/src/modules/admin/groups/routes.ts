import {
  authoritySchema,
  type GrantLevel,
  groupCreateSchema,
  groupTreeQuerySchema,
  groupUpdateSchema,
  groupUsersSchema,
} from "@zcps/contracts/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { createGroupService } from "./service";

/**
 * /api/admin/group: role groups of the caller's tenant, their members and leaders, and their authority at the
 * two levels of the reference: "authority" (may use, 权限分配) and "authorize" (may grant onward, 权限下发).
 */
export const groupRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const groups = createGroupService(deps);
  const tags = ["roles"];

  app.get(
    "/api/admin/group/tree",
    { schema: { tags, summary: "The role tree of a role type", querystring: groupTreeQuerySchema } },
    async (request) =>
      ok(
        request,
        await groups.tree(caller(request), {
          groupTypeId: request.query.groupTypeId,
          name: request.query.name || undefined,
        }),
      ),
  );

  app.get(
    "/api/admin/group/userOptions",
    {
      schema: {
        tags,
        summary: "Users of the tenant to choose as members or leaders",
        querystring: z.object({
          keyword: z.string().trim().max(50).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
      },
    },
    async (request) =>
      ok(request, await groups.userOptions(caller(request), request.query.keyword || undefined, request.query.limit)),
  );

  app.get(
    "/api/admin/group/grantable",
    { schema: { tags, summary: "The menus and elements the caller may grant" } },
    async (request) => ok(request, await groups.grantable(caller(request))),
  );

  entityWriteRoutes(app, "/api/admin/group", {
    tags,
    body: groupCreateSchema,
    updateBody: groupUpdateSchema,
    get: { summary: "One role", run: groups.get },
    create: { summary: "Create a role", run: groups.create },
    update: { summary: "Update a role", run: groups.update },
    remove: { summary: "Delete a role without child roles", run: groups.remove },
  });

  app.get(
    "/api/admin/group/:id/user",
    { schema: { tags, summary: "The members and leaders of a role", params: idParams } },
    async (request) => ok(request, await groups.users(caller(request), request.params.id)),
  );

  app.put(
    "/api/admin/group/:id/user",
    { schema: { tags, summary: "Set the members and leaders of a role", params: idParams, body: groupUsersSchema } },
    async (request) =>
      ok(request, await groups.setUsers(caller(request), request.params.id, request.body), "common.updated"),
  );

  const levels: [path: string, level: GrantLevel, what: string][] = [
    ["authority", "use", "may use"],
    ["authorize", "grant", "may grant onward"],
  ];
  for (const [path, level, what] of levels) {
    app.get(
      `/api/admin/group/:id/${path}`,
      { schema: { tags, summary: `The menus and elements a role ${what}`, params: idParams } },
      async (request) => ok(request, await groups.authority(caller(request), request.params.id, level)),
    );
    app.put(
      `/api/admin/group/:id/${path}`,
      {
        schema: {
          tags,
          summary: `Set the menus and elements a role ${what} (ancestors are added)`,
          params: idParams,
          body: authoritySchema,
        },
      },
      async (request) =>
        ok(
          request,
          await groups.setAuthority(caller(request), request.params.id, level, request.body),
          "common.updated",
        ),
    );
  }
};
