import { fieldHelpInputSchema, fieldHelpPageQuerySchema } from "@zcps/contracts/zcps/config";
import { CONFIG_API } from "@zcps/contracts/zcps/elements-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { ok } from "../../platform/http";
import { createFieldHelpService } from "./service";

const API = CONFIG_API.fieldHelp;
const idParams = z.object({ id: z.string().min(1).max(64) });

/** /api/zcps-sh/fieldHelp: help texts per material type × field (element codes fieldHelp:*). */
export const fieldHelpRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = createFieldHelpService(deps);
  const tags = ["zcps-field-help"];

  app.get(
    `${API}/page`,
    { schema: { tags, summary: "Help texts, paged", querystring: fieldHelpPageQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await service.page(caller(request), {
          ...q,
          materialType: q.materialType || undefined,
          keyword: q.keyword || undefined,
        }),
      );
    },
  );
  // the declaration editor shows them beside the fields: every signed-in declarant reads the tenant's texts
  app.get(
    `${API}/all`,
    { config: { signedIn: true }, schema: { tags, summary: "Every help text of the tenant, zh and en" } },
    async (request) => ok(request, await service.all(caller(request))),
  );
  app.post(API, { schema: { tags, summary: "Add a help text", body: fieldHelpInputSchema } }, async (request) =>
    ok(request, await service.create(caller(request), request.body), "common.created"),
  );
  app.put(
    `${API}/:id`,
    { schema: { tags, summary: "Change a help text", params: idParams, body: fieldHelpInputSchema } },
    async (request) =>
      ok(request, await service.update(caller(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(`${API}/:id`, { schema: { tags, summary: "Delete a help text", params: idParams } }, async (request) => {
    await service.remove(caller(request), request.params.id);
    return ok(request, null, "common.deleted");
  });
};
