import {
  batchInputSchema,
  batchPageQuerySchema,
  projectInputSchema,
  projectPageQuerySchema,
} from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../../platform/entity-routes";
import { ok } from "../../../../platform/http";
import { createBatchService } from "./service";

const API = CONFIG_API.batch;

/** /api/zcps-sh/projectTime: evaluation projects and their batches (element codes projectTime:*). */
export const batchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = createBatchService(deps);
  const tags = ["zcps-project-time"];

  app.get(
    `${API}/projects`,
    { schema: { tags, summary: "Evaluation projects, paged", querystring: projectPageQuerySchema } },
    async (request) => {
      const { enabled, ...q } = request.query;
      return ok(
        request,
        await service.projects(caller(request), {
          ...q,
          name: q.name || undefined,
          enabled: enabled === undefined ? undefined : enabled === "true",
        }),
      );
    },
  );
  entityWriteRoutes(app, `${API}/project`, {
    tags,
    body: projectInputSchema,
    create: { summary: "Create an evaluation project", run: service.createProject },
    update: { summary: "Update an evaluation project", run: service.updateProject },
    remove: { summary: "Delete a project without batches", run: service.removeProject },
  });

  app.get(
    `${API}/page`,
    {
      schema: {
        tags,
        summary: "Batches of a project (default: the caller's current project), paged",
        querystring: batchPageQuerySchema,
      },
    },
    async (request) => {
      const q = request.query;
      return ok(request, await service.batches(caller(request), { ...q, name: q.name || undefined }));
    },
  );
  entityWriteRoutes(app, API, {
    tags,
    body: batchInputSchema,
    get: { summary: "One batch", run: service.batch },
    create: { summary: "Create a batch (DRAFT)", run: service.createBatch },
    update: { summary: "Update a batch; a published batch keeps its pipeline", run: service.updateBatch },
    remove: { summary: "Delete a batch without declarations", run: service.removeBatch },
  });
  for (const [action, key, summary] of [
    ["publish", "config.published", "Publish a draft batch (declaration window, titles and cut-off set)"],
    ["close", "config.closed", "Close a published batch"],
    ["archive", "config.archived", "Archive a closed batch"],
  ] as const) {
    app.post(`${API}/:id/${action}`, { schema: { tags, summary, params: idParams } }, async (request) =>
      ok(request, await service.act(caller(request), request.params.id, action), key),
    );
  }
};
