import { tableLayoutPageQuerySchema, tableLayoutSchema } from "@zcps/contracts/zcps/config";
import { CONFIG_API } from "@zcps/contracts/zcps/elements-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { ok } from "../../platform/http";
import { createTableSettingService } from "./service";

const API = CONFIG_API.table;
const idParams = z.object({ id: z.string().min(1).max(64) });

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
  app.get(`${API}/:id`, { schema: { tags, summary: "One layout", params: idParams } }, async (request) =>
    ok(request, await service.get(caller(request), request.params.id)),
  );
  app.post(API, { schema: { tags, summary: "Add a layout", body: tableLayoutSchema } }, async (request) =>
    ok(request, await service.create(caller(request), request.body), "common.created"),
  );
  app.put(
    `${API}/:id`,
    { schema: { tags, summary: "Change a layout", params: idParams, body: tableLayoutSchema } },
    async (request) =>
      ok(request, await service.update(caller(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(`${API}/:id`, { schema: { tags, summary: "Delete a layout", params: idParams } }, async (request) => {
    await service.remove(caller(request), request.params.id);
    return ok(request, null, "common.deleted");
  });
};
