import {
  batchInputSchema,
  batchPageQuerySchema,
  projectInputSchema,
  projectPageQuerySchema,
} from "@zcps/contracts/zcps/config";
import { CONFIG_API } from "@zcps/contracts/zcps/elements-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { ok } from "../../platform/http";
import { createProjectTimeService } from "./service";

const API = CONFIG_API.batch;
const idParams = z.object({ id: z.string().min(1).max(64) });

/** /api/zcps-sh/projectTime: evaluation projects and their batches (element codes projectTime:*). */
export const projectTimeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = createProjectTimeService(deps);
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
  app.post(
    `${API}/project`,
    { schema: { tags, summary: "Create an evaluation project", body: projectInputSchema } },
    async (request) => ok(request, await service.createProject(caller(request), request.body), "common.created"),
  );
  app.put(
    `${API}/project/:id`,
    { schema: { tags, summary: "Update an evaluation project", params: idParams, body: projectInputSchema } },
    async (request) =>
      ok(request, await service.updateProject(caller(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${API}/project/:id`,
    { schema: { tags, summary: "Delete a project without batches", params: idParams } },
    async (request) => {
      await service.removeProject(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );

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
  app.get(`${API}/:id`, { schema: { tags, summary: "One batch", params: idParams } }, async (request) =>
    ok(request, await service.batch(caller(request), request.params.id)),
  );
  app.post(API, { schema: { tags, summary: "Create a batch (DRAFT)", body: batchInputSchema } }, async (request) =>
    ok(request, await service.createBatch(caller(request), request.body), "common.created"),
  );
  app.put(
    `${API}/:id`,
    {
      schema: {
        tags,
        summary: "Update a batch; a published batch keeps its pipeline",
        params: idParams,
        body: batchInputSchema,
      },
    },
    async (request) =>
      ok(request, await service.updateBatch(caller(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${API}/:id`,
    { schema: { tags, summary: "Delete a batch without declarations", params: idParams } },
    async (request) => {
      await service.removeBatch(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
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
