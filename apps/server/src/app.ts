import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { translate } from "@zcps/contracts/messages";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { accountRoutes } from "./modules/admin/account";
import { apiRouteRoutes, apiRouteSwitchPlugin } from "./modules/admin/api-routes";
import { authRoutes } from "./modules/admin/auth";
import { dashboardRoutes, registerDashboardPart } from "./modules/admin/dashboard";
import { departRoutes } from "./modules/admin/departs";
import { dictRoutes } from "./modules/admin/dict";
import { gateLogRoutes } from "./modules/admin/gate-log";
import { gatewayRoutes, gatewayRulePlugin } from "./modules/admin/gateway";
import { groupTypeRoutes } from "./modules/admin/group-types";
import { groupRoutes } from "./modules/admin/groups";
import { instanceRoutes } from "./modules/admin/instances";
import { jobRoutes } from "./modules/admin/jobs";
import { menuRoutes } from "./modules/admin/menus";
import { metricsRoutes } from "./modules/admin/metrics";
import { oauthClientRoutes } from "./modules/admin/oauth-clients";
import { projectRoutes } from "./modules/admin/projects";
import { serviceGatePlugin, serviceRoutes } from "./modules/admin/services";
import { tenantRoutes } from "./modules/admin/tenants";
import { traceRoutes } from "./modules/admin/traces";
import { userRoutes } from "./modules/admin/users";
import { applicationRoutes, installApplicationReview } from "./modules/title-evaluation/applications";
import { catalogueRoutes } from "./modules/title-evaluation/catalogue";
import { configRoutes } from "./modules/title-evaluation/config";
import { correctionRoutes } from "./modules/title-evaluation/corrections";
import { titleDashboard } from "./modules/title-evaluation/dashboard";
import { declarationRoutes } from "./modules/title-evaluation/declarations";
import { expertRoutes } from "./modules/title-evaluation/experts";
import { messageRoutes } from "./modules/title-evaluation/messages";
import { reviewRoutes } from "./modules/title-evaluation/review";
import { titleStaffRoutes } from "./modules/title-evaluation/staff";
import { installStages, stageRoutes } from "./modules/title-evaluation/stages";
import { workflowRoutes } from "./modules/workflow-engine";
import { authPlugin } from "./platform/auth";
import type { AppDeps } from "./platform/deps";
import { replyToError, replyToFrameworkError } from "./platform/error-replies";
import { requestLanguage } from "./platform/http";
import { requestMetricsPlugin } from "./platform/metrics";
import { operationLogPlugin } from "./platform/operation-log";
import { requestTracingPlugin } from "./platform/tracing";

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  /** the built console to serve; omitted in API tests */
  webDist?: string;
}

/** The whole server: platform plugins first, then one plugin per module. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  // the review stages plug into the workflow and the job scheduler before any route can move a declaration
  installStages();
  // the title evaluation's part of each role's home page
  registerDashboardPart("title-evaluation", titleDashboard);
  // exceptional promotion's gate and the named lists' review, before any route can declare or review
  installApplicationReview();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
    frameworkErrors: replyToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // set before any plugin so every encapsulated context (swagger-ui included) maps errors the same way
  app.setErrorHandler(replyToError);

  // the API documentation is read in a browser, which cannot send the bearer header
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs")) route.config = { ...route.config, public: true };
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // attachment and evidence previews frame the file fetched with the caller's token, as a blob: URL
        frameSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: "Title-evaluation platform API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  // first of the request hooks, so the others (and the queries they make) run inside the request's span
  if (deps.tracing.tracer)
    await app.register(requestTracingPlugin, {
      tracer: deps.tracing.tracer,
      withQueries: deps.config.TRACE_QUERIES === "on",
      sampleRatio: deps.tracing.sampleRatio,
      perSecond: deps.tracing.perSecond,
    });
  // a disabled service answers 503 under its whole prefix; a token's client must be let call the service
  await app.register(serviceGatePlugin, { db: deps.db, cache: deps.cache });
  // a route an administrator turned off answers 503 before anything else runs
  await app.register(apiRouteSwitchPlugin, { db: deps.db, cache: deps.cache });
  await app.register(authPlugin, { db: deps.db, cache: deps.cache });
  // gateway rules (maintenance, rate limits) run after sign-in is checked, so a per-user limit knows the user
  await app.register(gatewayRulePlugin, { db: deps.db, cache: deps.cache });
  await app.register(operationLogPlugin, { log: deps.operationLog });
  if (deps.config.METRICS === "on") await app.register(requestMetricsPlugin, { metrics: deps.metrics });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.get("/api/ping", { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 200,
    message: "pong",
    data: null,
  }));
  app.get(
    "/api/health",
    { config: { public: true }, schema: { tags: ["platform"], summary: "Liveness and database check" } },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 200, message: "ok", data: null };
    },
  );

  for (const routes of [
    authRoutes,
    accountRoutes,
    userRoutes,
    projectRoutes,
    dictRoutes,
    departRoutes,
    dashboardRoutes,
    menuRoutes,
    groupTypeRoutes,
    groupRoutes,
    jobRoutes,
    gateLogRoutes,
    metricsRoutes,
    traceRoutes,
    instanceRoutes,
    apiRouteRoutes,
    serviceRoutes,
    oauthClientRoutes,
    gatewayRoutes,
    tenantRoutes,
    declarationRoutes,
    configRoutes,
    reviewRoutes,
    correctionRoutes,
    messageRoutes,
    titleStaffRoutes,
    catalogueRoutes,
    stageRoutes,
    applicationRoutes,
    expertRoutes,
    workflowRoutes,
  ]) {
    await app.register(routes, { deps });
  }

  const webDist = options.webDist;
  const indexHtml = webDist ? path.join(webDist, "index.html") : null;
  if (webDist && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // the build's .br and .gz beside each script and page (apps/web/vite.config.ts), sent as they are
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // an API path names no interface: not a missing record, which is what a route's own 404 says
    if (request.url.startsWith("/api/")) {
      return reply
        .code(404)
        .send({ status: 404, message: translate("common.noSuchApi", requestLanguage(request)), data: null });
    }
    // a missing asset (a file name with an extension) or a non-GET never gets the page
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split("?")[0] ?? "");
    if (isFile || !indexHtml || !fs.existsSync(indexHtml) || request.method !== "GET") {
      return reply
        .code(404)
        .send({ status: 404, message: translate("common.notFound", requestLanguage(request)), data: null });
    }
    // the console routes are client-side: every other GET gets the single page
    return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexHtml));
  });

  return app;
}
