import { idSchema } from "@zcps/contracts/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AuthContext, caller } from "./auth";
import { ok } from "./http";

/** The `:id` of a route that names one entity. */
export const idParams = z.object({ id: idSchema });

/** The instance a `FastifyPluginAsyncZod` receives. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One route of an entity: its OpenAPI summary and the service call it makes for the caller. */
interface EntityRoute<Run> {
  summary: string;
  run: Run;
}

interface EntityWriteRoutes<Body extends z.ZodType, UpdateBody extends z.ZodType> {
  tags: string[];
  /** the body of the create, and of the update unless `updateBody` names another */
  body: Body;
  updateBody?: UpdateBody;
  /** GET base/:id, when the entity has one */
  get?: EntityRoute<(auth: AuthContext, id: string) => Promise<unknown>>;
  create: EntityRoute<(auth: AuthContext, input: z.infer<Body>) => Promise<unknown>>;
  update: EntityRoute<(auth: AuthContext, id: string, input: z.infer<UpdateBody>) => Promise<unknown>>;
  remove: EntityRoute<(auth: AuthContext, id: string) => Promise<unknown>>;
}

/**
 * The maintenance routes of one entity at `base`: (GET base/:id,) POST base, PUT base/:id and DELETE base/:id,
 * answering the entity, the created or updated entity, and null with "common.deleted".
 */
export function entityWriteRoutes<Body extends z.ZodType, UpdateBody extends z.ZodType = Body>(
  app: ZodApp,
  base: string,
  routes: EntityWriteRoutes<Body, UpdateBody>,
) {
  const { tags, body, get, create, update, remove } = routes;
  const updateBody = routes.updateBody ?? body;
  if (get) {
    app.get(`${base}/:id`, { schema: { tags, summary: get.summary, params: idParams } }, async (request) =>
      ok(request, await get.run(caller(request), request.params.id)),
    );
  }
  // the type provider cannot resolve a generic schema's output, so the validated bodies are cast to it
  app.post(base, { schema: { tags, summary: create.summary, body } }, async (request) =>
    ok(request, await create.run(caller(request), request.body as z.infer<Body>), "common.created"),
  );
  app.put(
    `${base}/:id`,
    { schema: { tags, summary: update.summary, params: idParams, body: updateBody } },
    async (request) =>
      ok(
        request,
        await update.run(caller(request), request.params.id, request.body as z.infer<UpdateBody>),
        "common.updated",
      ),
  );
  app.delete(`${base}/:id`, { schema: { tags, summary: remove.summary, params: idParams } }, async (request) => {
    await remove.run(caller(request), request.params.id);
    return ok(request, null, "common.deleted");
  });
}
