import { TRACES_API } from "@zcps/contracts/elements-traces";
import { traceDetailSchema, traceIdParamSchema, traceListSchema, traceQuerySchema } from "@zcps/contracts/traces";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { AppError } from "../../../platform/errors";
import { ok } from "../../../platform/http";
import { isSuperTenant } from "../../../platform/tenant-scope";
import { createTraceService, type TraceReader } from "./service";

const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.number(), message: z.string(), data });

/**
 * /api/admin/traces: this instance's request traces for the service-tracing page (/monitorManager/serviceZipkinManager):
 * a search of the newest finished traces, and one trace with its spans. Per instance, like the service monitor; a
 * tenant's administrators read their own tenant's requests, the super tenant's every request.
 */
export const traceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = createTraceService(deps.tracing);
  const tags = ["traces"];
  const readerOf = async (request: FastifyRequest): Promise<TraceReader> => {
    const { tenantId } = caller(request);
    return (await isSuperTenant(deps.db, deps.cache, tenantId))
      ? { allTenants: true }
      : { allTenants: false, tenantId };
  };

  app.get(
    TRACES_API,
    {
      schema: {
        tags,
        summary: "This instance's newest request traces, by path, method, status and least duration",
        querystring: traceQuerySchema,
        response: { 200: envelope(traceListSchema) },
      },
    },
    async (request) => ok(request, service.list(await readerOf(request), request.query)),
  );

  app.get(
    `${TRACES_API}/:traceId`,
    {
      schema: {
        tags,
        summary: "One trace of this instance: its request and every span, parents first",
        params: traceIdParamSchema,
        response: { 200: envelope(traceDetailSchema) },
      },
    },
    async (request) => {
      const trace = service.get(await readerOf(request), request.params.traceId);
      if (!trace) throw new AppError(404, 404, "traces.notFound");
      return ok(request, trace);
    },
  );
};
