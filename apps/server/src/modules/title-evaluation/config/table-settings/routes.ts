import { tableLayoutPageQuerySchema, tableLayoutSchema } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { entityWriteRoutes } from "../../../../platform/entity-routes";
import { ok } from "../../../../platform/http";
import { createTableSettingService } from "./service";

const API = CONFIG_API.table;

/** /api/zcps-sh/tableSetting: A3 review-table layouts (element codes tableSetting:*). */
export const tableSettingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = createTableSettingService(deps);
  const tags = ["zcps-table-settings"];

  app.get(
    `${API}/page`,
    { schema: { tags, summary: "Review-table layouts, paged", querystring: tableLayoutPageQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await service.page(caller(request), {
          ...q,
          seriesCode: q.seriesCode || undefined,
          level: q.level || undefined,
        }),
      );
    },
  );
  app.get(`${API}/series`, { schema: { tags, summary: "The tenant's title series" } }, async (request) =>
    ok(request, await service.series(caller(request))),
  );
  entityWriteRoutes(app, API, {
    tags,
    body: tableLayoutSchema,
    get: { summary: "One layout", run: service.get },
    create: { summary: "Add a layout", run: service.create },
    update: { summary: "Change a layout", run: service.update },
    remove: { summary: "Delete a layout", run: service.remove },
  });
};
