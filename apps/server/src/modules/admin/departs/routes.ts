import {
  departCodeCheckSchema,
  departInputSchema,
  departMoveSchema,
  departUserCandidatesQuerySchema,
  departUserPageQuerySchema,
  departUsersAddSchema,
  departUsersMoveSchema,
} from "@zcps/contracts/departs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import { requestDataScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { createDepartService } from "./service";

const API = "/api/admin/depart";

/** /api/admin/depart: the organisation tree and the users of each department (element codes departManager:*). */
export const departRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const departs = createDepartService(deps);
  const tags = ["departments"];

  const actor = async (request: FastifyRequest) => ({
    ...caller(request),
    scope: await requestDataScope(request, deps),
  });

  app.get(`${API}/tree`, { schema: { tags, summary: "The organisation tree" } }, async (request) =>
    ok(request, await departs.tree(caller(request))),
  );
  app.get(
    `${API}/checkCode`,
    { schema: { tags, summary: "Is the department code free in the tenant?", querystring: departCodeCheckSchema } },
    async (request) => {
      const { code, id } = request.query;
      const free = code === "" || (await departs.codeAvailable(caller(request), code, id));
      return ok(request, free, free ? "common.ok" : "depart.codeTaken");
    },
  );

  app.get(
    `${API}/user`,
    { schema: { tags, summary: "The users of a department, paged", querystring: departUserPageQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await departs.users(await actor(request), {
          departId: q.departId,
          keyword: q.keyword || undefined,
          descendants: q.descendants === "true",
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );
  app.get(
    `${API}/user/candidates`,
    {
      schema: {
        tags,
        summary: "Users who may be added to a department (search)",
        querystring: departUserCandidatesQuerySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await departs.candidates(await actor(request), request.query.departId, request.query.keyword || undefined),
      ),
  );
  app.post(
    `${API}/user`,
    { schema: { tags, summary: "Put users into a department", body: departUsersAddSchema } },
    async (request) => {
      await departs.addUsers(await actor(request), request.body.departId, request.body.userIds);
      return ok(request, null, "depart.usersAdded");
    },
  );
  app.put(
    `${API}/user/move`,
    { schema: { tags, summary: "Move users to another department", body: departUsersMoveSchema } },
    async (request) => {
      await departs.moveUsers(await actor(request), request.body.targetDepartId, request.body.userIds);
      return ok(request, null, "depart.usersMoved");
    },
  );

  app.get(`${API}/:id`, { schema: { tags, summary: "One department", params: idParams } }, async (request) =>
    ok(request, await departs.get(caller(request), request.params.id)),
  );
  app.post(API, { schema: { tags, summary: "Create a department", body: departInputSchema } }, async (request) =>
    ok(request, await departs.create(await actor(request), request.body), "common.created"),
  );
  app.put(
    `${API}/:id`,
    { schema: { tags, summary: "Update a department", params: idParams, body: departInputSchema } },
    async (request) =>
      ok(request, await departs.update(await actor(request), request.params.id, request.body), "common.updated"),
  );
  app.put(
    `${API}/:id/move`,
    { schema: { tags, summary: "Move a department in the tree", params: idParams, body: departMoveSchema } },
    async (request) =>
      ok(request, await departs.move(await actor(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${API}/:id`,
    { schema: { tags, summary: "Delete an empty department", params: idParams } },
    async (request) => {
      await departs.remove(await actor(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
};
