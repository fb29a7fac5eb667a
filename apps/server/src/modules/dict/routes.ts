import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { notFound } from "../../platform/errors";
import { ok } from "../../platform/http";
import * as repo from "./repo";

/** Dictionary look-ups used by forms (sex, nation, titles...); editing is the dictionary page's. */
export const dictRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["dictionary"];
  app.get(
    "/api/dict/dictValue/feign/:name",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The values of a dictionary type",
        params: z.object({ name: z.string().min(1).max(64) }),
      },
    },
    async (request) =>
      ok(request, await repo.findValuesByTypeCode(deps.db, caller(request).tenantId, request.params.name)),
  );
  app.get(
    "/api/dict/dictValue/feignId/:id",
    {
      config: { signedIn: true },
      schema: { tags, summary: "One dictionary value", params: z.object({ id: z.string().min(1).max(64) }) },
    },
    async (request) => {
      const value = await repo.findValueById(deps.db, caller(request).tenantId, request.params.id);
      if (!value) throw notFound();
      return ok(request, value);
    },
  );
};
