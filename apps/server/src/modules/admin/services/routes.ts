import { SERVICES_API } from "@zcps/contracts/elements-services";
import {
  serviceClientsSchema,
  serviceCodeParams,
  serviceInputSchema,
  serviceQuerySchema,
  serviceSwitchSchema,
} from "@zcps/contracts/services";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage } from "../../../platform/http";
import { createServiceManager } from "./service";

/** /api/admin/service: the platform's services (AG's 服务权限管理 page), their switch and the clients that may call them. */
export const serviceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const services = createServiceManager(deps, () => app.routeTable);
  const tags = ["services"];

  app.get(
    `${SERVICES_API}/page`,
    {
      schema: {
        tags,
        summary: "The platform's services with their prefixes, route counts, switch and clients",
        querystring: serviceQuerySchema,
      },
    },
    async (request) =>
      ok(request, await services.list(caller(request), request.query.search, requestLanguage(request))),
  );

  app.get(
    `${SERVICES_API}/clients`,
    { schema: { tags, summary: "Every OAuth client with the services its tokens may call" } },
    async (request) => ok(request, await services.clients(caller(request))),
  );

  app.put(
    `${SERVICES_API}/:code`,
    {
      schema: {
        tags,
        summary: "Rename a service or change its description, in both languages",
        params: serviceCodeParams,
        body: serviceInputSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await services.update(caller(request), request.params.code, request.body, requestLanguage(request)),
        "service.saved",
      ),
  );

  app.put(
    `${SERVICES_API}/:code/enabled`,
    {
      schema: {
        tags,
        summary: "Turn a service on or off on every instance (off needs a reason)",
        params: serviceCodeParams,
        body: serviceSwitchSchema,
      },
    },
    async (request) => {
      await services.setEnabled(caller(request), request.params.code, request.body);
      return ok(request, null, "service.switched");
    },
  );

  app.put(
    `${SERVICES_API}/:code/clients`,
    {
      schema: {
        tags,
        summary: "Let every OAuth client call a service, or only the ones listed",
        params: serviceCodeParams,
        body: serviceClientsSchema,
      },
    },
    async (request) => {
      await services.setClients(caller(request), request.params.code, request.body);
      return ok(request, null, "service.clientsSaved");
    },
  );
};
