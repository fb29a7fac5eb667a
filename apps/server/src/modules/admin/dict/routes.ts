import {
  DICT_LIMITS,
  DICT_TYPE_CODE_PATTERN,
  dictTypeCodeCheckSchema,
  dictTypeInputSchema,
  dictValueCodeCheckSchema,
  dictValueInputSchema,
  dictValuePageQuerySchema,
} from "@zcps/contracts/dictionary";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { entityWriteRoutes, idParams } from "../../../platform/entity-routes";
import { notFound } from "../../../platform/errors";
import { ok } from "../../../platform/http";
import * as repo from "./repo";
import { createDictService } from "./service";

/**
 * /api/dict: look-ups used by forms (sex, nation, titles...) for any signed-in user, and the dictionary page's
 * maintenance of types and values (element codes dictManager:*).
 */
export const dictRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const dict = createDictService(deps);
  const tags = ["dictionary"];

  app.get(
    "/api/dict/dictValue/feign/:name",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The enabled values of a dictionary type, in order",
        params: z.object({ name: z.string().max(DICT_LIMITS.code).regex(DICT_TYPE_CODE_PATTERN) }),
      },
    },
    async (request) =>
      ok(request, await repo.findValuesByTypeCode(deps.db, caller(request).tenantId, request.params.name)),
  );
  app.get(
    "/api/dict/dictValue/feignId/:id",
    {
      config: { signedIn: true },
      schema: { tags, summary: "One dictionary value", params: idParams },
    },
    async (request) => {
      const value = await repo.findValueById(deps.db, caller(request).tenantId, request.params.id);
      if (!value) throw notFound();
      return ok(request, value);
    },
  );

  // ---- types

  app.get("/api/dict/dictType/tree", { schema: { tags, summary: "The tree of dictionary types" } }, async (request) =>
    ok(request, await dict.typeTree(caller(request))),
  );
  app.get(
    "/api/dict/dictType/checkCode",
    { schema: { tags, summary: "Is the type code free in the tenant?", querystring: dictTypeCodeCheckSchema } },
    async (request) => {
      const { code, id } = request.query;
      const free = code === "" || (await dict.typeCodeAvailable(caller(request), code, id));
      return ok(request, free, free ? "common.ok" : "dict.typeCodeTaken");
    },
  );
  entityWriteRoutes(app, "/api/dict/dictType", {
    tags,
    body: dictTypeInputSchema,
    get: { summary: "One dictionary type", run: dict.getType },
    create: { summary: "Create a dictionary type", run: dict.createType },
    update: { summary: "Update or move a dictionary type", run: dict.updateType },
    remove: { summary: "Delete a dictionary type without child types or values", run: dict.removeType },
  });

  // ---- values

  app.get(
    "/api/dict/dictValue/page",
    { schema: { tags, summary: "The values of a type, paged", querystring: dictValuePageQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await dict.pageValues({
          tenantId: caller(request).tenantId,
          typeId: q.typeId,
          keyword: q.keyword || undefined,
          enabled: q.enabled === undefined ? undefined : q.enabled === "true",
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );
  app.get(
    "/api/dict/dictValue/checkCode",
    {
      schema: {
        tags,
        summary: "Are the value's code and value free in its type?",
        querystring: dictValueCodeCheckSchema,
      },
    },
    async (request) => {
      const { typeId, code, value, id } = request.query;
      const answer = await dict.valueAvailable(caller(request), typeId, { code, value }, id);
      return ok(request, answer.free, answer.free ? "common.ok" : answer.key);
    },
  );
  entityWriteRoutes(app, "/api/dict/dictValue", {
    tags,
    body: dictValueInputSchema,
    get: { summary: "One dictionary value", run: dict.getValue },
    create: { summary: "Create a dictionary value", run: dict.createValue },
    update: { summary: "Update a dictionary value", run: dict.updateValue },
    remove: { summary: "Delete a dictionary value", run: dict.removeValue },
  });
};
