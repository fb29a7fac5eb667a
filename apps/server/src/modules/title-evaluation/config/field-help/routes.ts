import { fieldHelpInputSchema, fieldHelpPageQuerySchema } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { entityWriteRoutes } from "../../../../platform/entity-routes";
import { ok } from "../../../../platform/http";
import { createFieldHelpService } from "./service";

const API = CONFIG_API.fieldHelp;

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
  entityWriteRoutes(app, API, {
    tags,
    body: fieldHelpInputSchema,
    create: { summary: "Add a help text", run: service.create },
    update: { summary: "Change a help text", run: service.update },
    remove: { summary: "Delete a help text", run: service.remove },
  });
};
