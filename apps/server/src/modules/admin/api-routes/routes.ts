import { apiRouteListSchema, apiRouteQuerySchema, apiRouteSwitchSchema } from "@zcps/contracts/api-routes";
import { API_ROUTES_API } from "@zcps/contracts/elements-api-routes";
import { translate } from "@zcps/contracts/messages";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage } from "../../../platform/http";
import { createApiRouteService, disabledRoutes, routeKey } from "./service";

/** /api/admin/api-routes: every API route of the server (AG's 服务接口 page), each of which can be turned off. */
export const apiRouteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = createApiRouteService(deps, () => app.routeTable);
  const tags = ["api-routes"];

  app.get(
    API_ROUTES_API,
    {
      schema: {
        tags,
        summary: "The server's API routes with summary, service, element codes and switch, searched and paged",
        querystring: apiRouteQuerySchema,
        response: { 200: z.object({ status: z.number(), message: z.string(), data: apiRouteListSchema }) },
      },
    },
    async (request) => ok(request, await service.page(request.query, requestLanguage(request))),
  );

  app.put(
    `${API_ROUTES_API}/switch`,
    { schema: { tags, summary: "Turn one API route on or off (off needs a reason)", body: apiRouteSwitchSchema } },
    async (request) => {
      await service.setSwitch(request.body, caller(request).username);
      return ok(request, null, "apiRoutes.switched");
    },
  );
};

/**
 * A route an administrator turned off answers 503 on every instance: the disabled set is kept in memory (the
 * access cache) and dropped through the cache bus when a switch changes, so a request costs one map lookup.
 */
export const apiRouteSwitchPlugin = fp(async (app: FastifyInstance, opts: { db: Db; cache: AccessCache }) => {
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith("/api/")) return;
    const disabled = await disabledRoutes(opts.db, opts.cache);
    if (disabled.size === 0) return;
    // the HEAD Fastify answers for each GET is the GET's interface
    const method = request.method === "HEAD" ? "GET" : request.method;
    const reason = disabled.get(routeKey(method, route));
    if (reason === undefined) return;
    return reply.code(503).send({
      status: 503,
      message: translate("apiRoutes.disabled", requestLanguage(request), { reason }),
      data: { method, path: route, reason },
    });
  });
});
