import { gateLogFilterSchema, gateLogPageQuerySchema } from "@zcps/contracts/gate-log";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage, sendNamedXlsx } from "../../../platform/http";
import { createGateLogService } from "./service";

const exportQuerySchema = gateLogFilterSchema.extend({
  /** the caller's offset from UTC in minutes, for the time column (the server's own when missing) */
  utcOffset: z.coerce.number().int().min(-840).max(840).optional(),
});

/** /api/admin/gateLog: the operation log (written by platform/operation-log.ts), read and exported. */
export const gateLogRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const gateLog = createGateLogService(deps);
  const tags = ["gateLog"];

  app.get(
    "/api/admin/gateLog/page",
    { schema: { tags, summary: "Operation-log entries, newest first, paged", querystring: gateLogPageQuerySchema } },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return ok(request, await gateLog.page(caller(request), filter, page, limit));
    },
  );

  app.get(
    "/api/admin/gateLog/tenants",
    { schema: { tags, summary: "The tenants whose entries the caller reads (for the tenant filter)" } },
    async (request) => ok(request, await gateLog.tenants(caller(request))),
  );

  app.get(
    "/api/admin/gateLog/export",
    {
      compress: false,
      schema: { tags, summary: "The filtered operation log as an xlsx download", querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const { utcOffset, ...filter } = request.query;
      const lang = requestLanguage(request);
      const offset = utcOffset ?? -new Date().getTimezoneOffset();
      const stream = await gateLog.exportXlsx(caller(request), filter, lang, offset);
      const stamp = new Date(Date.now() + offset * 60_000).toISOString().slice(0, 16).replace(/[-:T]/g, "");
      return sendNamedXlsx(reply, stream, { en: "operation-log", zh: "操作日志" }, lang, stamp);
    },
  );
};
