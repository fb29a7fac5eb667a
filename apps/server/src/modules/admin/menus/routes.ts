import {
  apiRouteSchema,
  elementInputSchema,
  elementPageQuerySchema,
  menuInputSchema,
  menuMoveSchema,
} from "@zcps/contracts/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { createMenuService } from "./service";

/**
 * /api/admin/menu and /api/admin/element: the menu tree, the elements under each menu and the API routes
 * each element opens (the permission data the auth hook reads).
 */
export const menuRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const menus = createMenuService(deps, () => app.routeTable);
  const tags = ["menus"];

  app.get(
    "/api/admin/menu/tree",
    {
      schema: {
        tags,
        summary: "The menu tree with disabled menus",
        querystring: z.object({ title: z.string().trim().max(50).optional() }),
      },
    },
    async (request) => ok(request, await menus.tree(request.query.title || undefined)),
  );

  app.get("/api/admin/menu/:id", { schema: { tags, summary: "One menu", params: idParams } }, async (request) =>
    ok(request, await menus.get(request.params.id)),
  );

  entityWriteRoutes(app, "/api/admin/menu", {
    tags,
    body: menuInputSchema,
    create: { summary: "Create a menu", run: menus.create },
    update: { summary: "Update a menu (a new parent moves it)", run: menus.update },
    remove: { summary: "Delete a menu without children or elements", run: menus.remove },
  });

  app.put(
    "/api/admin/menu/:id/move",
    {
      schema: { tags, summary: "Move a menu to a parent and position", params: idParams, body: menuMoveSchema },
    },
    async (request) =>
      ok(request, await menus.move(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.get(
    "/api/admin/element/page",
    { schema: { tags, summary: "The elements of a menu, with their routes", querystring: elementPageQuerySchema } },
    async (request) => ok(request, await menus.pageElements(request.query)),
  );

  app.get(
    "/api/admin/element/routes",
    { schema: { tags, summary: "The API routes an element may open" } },
    async (request) => ok(request, menus.elementRouteChoices()),
  );

  app.get("/api/admin/element/:id", { schema: { tags, summary: "One element", params: idParams } }, async (request) =>
    ok(request, await menus.getElement(request.params.id)),
  );

  entityWriteRoutes(app, "/api/admin/element", {
    tags,
    body: elementInputSchema,
    create: { summary: "Create an element with its routes", run: menus.createElement },
    update: { summary: "Update an element and its routes", run: menus.updateElement },
    remove: { summary: "Delete an element", run: menus.removeElement },
  });

  app.post(
    "/api/admin/element/:id/route",
    { schema: { tags, summary: "Let an element open one more route", params: idParams, body: apiRouteSchema } },
    async (request) =>
      ok(request, await menus.addRoute(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.delete(
    "/api/admin/element/:id/route",
    {
      schema: { tags, summary: "Stop an element opening a route", params: idParams, querystring: apiRouteSchema },
    },
    async (request) =>
      ok(request, await menus.removeRoute(caller(request), request.params.id, request.query), "common.updated"),
  );
};
