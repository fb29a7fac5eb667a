import { GATEWAY_API } from "@zcps/contracts/elements-gateway";
import { gatewayRuleInputSchema } from "@zcps/contracts/gateway";
import { translate } from "@zcps/contracts/messages";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok, requestLanguage } from "../../../platform/http";
import { createGatewayGate, createGatewayService } from "./service";

/** /api/admin/gateway: the gateway rules (per path prefix: rate limits and a maintenance switch). */
export const gatewayRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const gateway = createGatewayService(deps);
  const tags = ["gateway"];

  app.get(
    `${GATEWAY_API}/rules`,
    { schema: { tags, summary: "Every gateway rule, by path prefix" } },
    async (request) => ok(request, await gateway.list()),
  );

  app.get(
    `${GATEWAY_API}/hits`,
    { schema: { tags, summary: "The current minute's request counts per gateway rule" } },
    async (request) => ok(request, await gateway.hits()),
  );

  app.post(
    `${GATEWAY_API}/rules`,
    { schema: { tags, summary: "Create a gateway rule", body: gatewayRuleInputSchema } },
    async (request) => ok(request, await gateway.create(request.body, caller(request).username), "common.created"),
  );

  app.put(
    `${GATEWAY_API}/rules/:id`,
    { schema: { tags, summary: "Update a gateway rule", params: idParams, body: gatewayRuleInputSchema } },
    async (request) =>
      ok(request, await gateway.update(request.params.id, request.body, caller(request).username), "common.updated"),
  );

  app.delete(
    `${GATEWAY_API}/rules/:id`,
    { schema: { tags, summary: "Delete a gateway rule", params: idParams } },
    async (request) => {
      await gateway.remove(request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
};

/**
 * Applies the gateway rules to every /api request on this instance. Registered after the auth plugin, so a
 * per-user limit knows the signed-in user; a refused request answers 503 (maintenance, with the rule's own
 * message) or 429 (over a limit, with Retry-After) before its handler runs.
 */
export const gatewayRulePlugin = fp(async (app: FastifyInstance, opts: { db: Db; cache: AccessCache }) => {
  const decide = createGatewayGate(opts.db, opts.cache);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const path = decodedPath(request.url);
    const decision = await decide(path, request.auth?.userId ?? null, request.ip);
    if (decision.kind === "pass") return;
    const lang = requestLanguage(request);
    const prefix = decision.rule.prefix;
    if (decision.kind === "maintenance") {
      return reply.code(503).send({ status: 503, message: decision.message[lang], data: { prefix } });
    }
    const { keyKind, limit, retryAfter } = decision;
    const kind = translate(keyKind === "user" ? "gateway.kindUser" : "gateway.kindAddress", lang);
    return reply
      .code(429)
      .header("retry-after", String(retryAfter))
      .send({
        status: 429,
        message: translate("gateway.rateLimited", lang, { prefix, kind, limit, retryAfter }),
        data: { prefix, keyKind, limit, retryAfter },
      });
  });
});

/** The request's path as the router matches it (percent-escapes decoded), so an escaped letter slips past no rule. */
function decodedPath(url: string): string {
  const raw = url.split("?", 1)[0] ?? url;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}
