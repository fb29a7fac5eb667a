import { createHash, timingSafeEqual } from "node:crypto";
import { translate } from "@zcps/contracts/messages";
import { METRICS_SAMPLE_SECONDS, METRICS_SAMPLES_KEPT } from "@zcps/contracts/metrics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage } from "../../../platform/http";
import { createInstanceService } from "../instances";
import { createMetricsService } from "./service";
import { startMetricsStore } from "./store";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The token a scraper sent: `Authorization: Bearer <token>`, else `?token=`. */
function sentToken(authorization: string | undefined, queryToken: string | undefined): string | null {
  if (authorization?.startsWith("Bearer ")) return authorization.slice("Bearer ".length).trim();
  return queryToken ?? null;
}

/**
 * The metrics: GET /metrics in Prometheus's text format for a scraper holding METRICS_TOKEN (off, 404, when none is
 * configured), and /api/admin/metrics for the console's service-monitor page (this instance, and every live one
 * with their total from the service registry). The store of the last
 * hour samples every METRICS_SAMPLE_SECONDS until the app closes.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { metrics } = deps;
  const store = startMetricsStore(metrics, {
    intervalMs: METRICS_SAMPLE_SECONDS * 1000,
    capacity: METRICS_SAMPLES_KEPT,
  });
  // the heartbeat reads this instance's figures from the store while it runs
  metrics.sampler = store;
  app.addHook("onClose", async () => {
    store.stop();
    if (metrics.sampler === store) metrics.sampler = null;
  });
  const service = createMetricsService(metrics, store, METRICS_SAMPLE_SECONDS, createInstanceService(deps));
  const expected = deps.config.METRICS_TOKEN ? digest(deps.config.METRICS_TOKEN) : null;
  const tags = ["metrics"];

  app.get(
    "/metrics",
    {
      // outside /api: the token below is its only check; a scraper's endpoint, left out of the API documentation
      config: { public: true },
      schema: {
        hide: true,
        tags,
        summary: "This instance's metrics in Prometheus's text format (bearer METRICS_TOKEN)",
        querystring: z.object({ token: z.string().max(512).optional() }),
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (!expected) {
        return reply.code(404).send({ status: 404, message: translate("common.noSuchApi", lang), data: null });
      }
      const token = sentToken(request.headers.authorization, request.query.token);
      // compared as digests, so the time taken says nothing of the token's length or content
      if (!token || !timingSafeEqual(digest(token), expected)) {
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ status: 401, message: translate("metrics.tokenWrong", lang), data: null });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );

  app.get(
    "/api/admin/metrics/summary",
    {
      schema: {
        tags,
        summary:
          "This instance now (uptime, totals, the newest sample, memory, database pool) and every live instance with their total",
      },
    },
    async (request) => ok(request, await service.summary()),
  );

  app.get(
    "/api/admin/metrics/series",
    { schema: { tags, summary: "This instance's last hour, one point per sample" } },
    async (request) => ok(request, service.series()),
  );

  app.get(
    "/api/admin/metrics/routes",
    { schema: { tags, summary: "Requests by method and route pattern since this instance started" } },
    async (request) => ok(request, await service.routes()),
  );
};
