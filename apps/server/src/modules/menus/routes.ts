import {
  apiRouteSchema,
  elementInputSchema,
  elementPageQuerySchema,
  menuInputSchema,
  menuMoveSchema,
} from "@zcps/contracts/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { ok } from "../../platform/http";
import { createMenuService } from "./service";

const idParams = z.object({ id: z.string().min(1).max(64) });

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

  app.post("/api/admin/menu", { schema: { tags, summary: "Create a menu", body: menuInputSchema } }, async (request) =>
    ok(request, await menus.create(caller(request), request.body), "common.created"),
  );

  app.put(
    "/api/admin/menu/:id",
    { schema: { tags, summary: "Update a menu (a new parent moves it)", params: idParams, body: menuInputSchema } },
    async (request) =>
      ok(request, await menus.update(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.put(
    "/api/admin/menu/:id/move",
    {
      schema: { tags, summary: "Move a menu to a parent and position", params: idParams, body: menuMoveSchema },
    },
    async (request) =>
      ok(request, await menus.move(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.delete(
    "/api/admin/menu/:id",
    { schema: { tags, summary: "Delete a menu without children or elements", params: idParams } },
    async (request) => {
      await menus.remove(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
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

  app.post(
    "/api/admin/element",
    { schema: { tags, summary: "Create an element with its routes", body: elementInputSchema } },
    async (request) => ok(request, await menus.createElement(caller(request), request.body), "common.created"),
  );

  app.put(
    "/api/admin/element/:id",
    { schema: { tags, summary: "Update an element and its routes", params: idParams, body: elementInputSchema } },
    async (request) =>
      ok(request, await menus.updateElement(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.delete(
    "/api/admin/element/:id",
    { schema: { tags, summary: "Delete an element", params: idParams } },
    async (request) => {
      await menus.removeElement(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

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
