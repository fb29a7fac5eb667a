import {
  cronPreviewQuerySchema,
  jobInputSchema,
  jobPageQuerySchema,
  jobRunPageQuerySchema,
} from "@zcps/contracts/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { handlerRegistry } from "./registry";
import { createJobRunner } from "./runner";
import { createJobService } from "./service";

const JOB_API = "/api/admin/job";

/** /api/admin/job: scheduled jobs of the caller's tenant, their handlers, manual runs and run history. */
export const jobRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const handlers = handlerRegistry();
  const runner = createJobRunner({
    db: deps.db,
    database: deps.database,
    config: deps.config,
    handlers,
    log: app.log,
  });
  const jobs = createJobService({ db: deps.db, handlers, runner, timeZone: deps.config.TIME_ZONE });
  const tags = ["jobs"];

  app.get(
    `${JOB_API}/handlers`,
    { schema: { tags, summary: "The handlers a job may run, with their parameters" } },
    async (request) => ok(request, await jobs.handlers(caller(request))),
  );

  app.get(
    `${JOB_API}/page`,
    { schema: { tags, summary: "Jobs, paged", querystring: jobPageQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await jobs.page({
          tenantId: caller(request).tenantId,
          name: q.name || undefined,
          handler: q.handler || undefined,
          enabled: q.enabled === undefined ? undefined : q.enabled === "true",
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );

  app.get(
    `${JOB_API}/runs`,
    { schema: { tags, summary: "Runs of all jobs, newest first", querystring: jobRunPageQuerySchema } },
    async (request) => ok(request, await jobs.runs({ tenantId: caller(request).tenantId, ...request.query })),
  );

  app.get(
    `${JOB_API}/cron/preview`,
    { schema: { tags, summary: "The next fire times of a cron expression", querystring: cronPreviewQuerySchema } },
    async (request) => ok(request, jobs.previewCron(request.query.cron, request.query.count)),
  );

  // the job service's methods call this.get, so they are called on it
  entityWriteRoutes(app, JOB_API, {
    tags,
    body: jobInputSchema,
    get: { summary: "One job", run: (auth, id) => jobs.get(auth, id) },
    create: { summary: "Create a job", run: (auth, input) => jobs.create(auth, input) },
    update: { summary: "Update a job", run: (auth, id, input) => jobs.update(auth, id, input) },
    remove: { summary: "Delete a job", run: (auth, id) => jobs.remove(auth, id) },
  });

  app.put(
    `${JOB_API}/:id/enabled`,
    {
      schema: {
        tags,
        summary: "Enable or disable a job",
        params: idParams,
        body: z.object({ enabled: z.boolean() }),
      },
    },
    async (request) =>
      ok(request, await jobs.setEnabled(caller(request), request.params.id, request.body.enabled), "common.updated"),
  );

  app.post(
    `${JOB_API}/:id/run`,
    { schema: { tags, summary: "Run a job now; answers with the run", params: idParams } },
    async (request) => {
      const run = await jobs.runNow(caller(request), request.params.id);
      const key =
        run.status === "success" ? "job.runFinished" : run.status === "failed" ? "job.runFailed" : "job.runStarted";
      return ok(request, run, key);
    },
  );

  app.get(
    `${JOB_API}/:id/runs`,
    {
      schema: {
        tags,
        summary: "Runs of one job, newest first",
        params: idParams,
        querystring: jobRunPageQuerySchema.omit({ jobId: true }),
      },
    },
    async (request) => {
      const auth = caller(request);
      await jobs.get(auth, request.params.id);
      return ok(request, await jobs.runs({ tenantId: auth.tenantId, jobId: request.params.id, ...request.query }));
    },
  );
};
