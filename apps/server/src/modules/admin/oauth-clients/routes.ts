import { OAUTH_CLIENT_API } from "@zcps/contracts/elements-oauth-clients";
import { oauthClientInputSchema, oauthClientPageQuerySchema } from "@zcps/contracts/oauth-clients";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { createOAuthClientService } from "./service";

/** /api/admin/oauth-client: the OAuth clients the token endpoint accepts (AG's oauthClientDetails page). */
export const oauthClientRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const clients = createOAuthClientService(deps);
  const tags = ["oauth-clients"];

  app.get(
    `${OAUTH_CLIENT_API}/page`,
    {
      schema: { tags, summary: "OAuth clients, paged (never their secrets)", querystring: oauthClientPageQuerySchema },
    },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await clients.page(caller(request), {
          name: q.name || undefined,
          enabled: q.enabled === undefined ? undefined : q.enabled === "true",
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );

  app.post(
    OAUTH_CLIENT_API,
    {
      schema: {
        tags,
        summary: "Create a client; the answer carries its secret, this once",
        body: oauthClientInputSchema,
      },
    },
    async (request) => ok(request, await clients.create(caller(request), request.body), "oauthClient.created"),
  );

  app.get(
    `${OAUTH_CLIENT_API}/:id`,
    { schema: { tags, summary: "One client (without its secret)", params: idParams } },
    async (request) => ok(request, await clients.get(caller(request), request.params.id)),
  );

  app.put(
    `${OAUTH_CLIENT_API}/:id`,
    { schema: { tags, summary: "Update a client (not its secret)", params: idParams, body: oauthClientInputSchema } },
    async (request) =>
      ok(request, await clients.update(caller(request), request.params.id, request.body), "common.updated"),
  );

  app.delete(
    `${OAUTH_CLIENT_API}/:id`,
    { schema: { tags, summary: "Delete a client", params: idParams } },
    async (request) => {
      await clients.remove(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

  app.put(
    `${OAUTH_CLIENT_API}/:id/enabled`,
    {
      schema: {
        tags,
        summary: "Enable or disable a client",
        params: idParams,
        body: z.object({ enabled: z.boolean() }),
      },
    },
    async (request) =>
      ok(request, await clients.setEnabled(caller(request), request.params.id, request.body.enabled), "common.updated"),
  );

  app.post(
    `${OAUTH_CLIENT_API}/:id/secret`,
    {
      schema: {
        tags,
        summary: "Rotate a client's secret; the answer carries the new one, this once",
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await clients.rotateSecret(caller(request), request.params.id), "oauthClient.secretRotated"),
  );
};
