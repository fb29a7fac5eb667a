import { idSchema } from "@zcps/contracts/validation";
import { unitAdminSetSchema, userSearchQuerySchema } from "@zcps/contracts/zcps/staff/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok } from "../../../platform/http";
import { createUnitAdminService } from "./unit-admin-service";

const API = "/api/zcps-sh/unitAdmin";

/** /api/zcps-sh/unitAdmin: unit administrators and leaders (element codes unitAdmin:*). */
export const unitAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const unitAdmins = createUnitAdminService(deps);
  const tags = ["title evaluation: staff"];

  app.get(
    `${API}/list`,
    { schema: { tags, summary: "Every unit with its administrators and leaders" } },
    async (request) => ok(request, await unitAdmins.list(caller(request))),
  );
  app.get(
    `${API}/candidates`,
    { schema: { tags, summary: "Users to choose from (remote search)", querystring: userSearchQuerySchema } },
    async (request) => ok(request, await unitAdmins.candidates(caller(request), request.query.keyword || undefined)),
  );
  app.put(
    `${API}/:unitId`,
    {
      schema: {
        tags,
        summary: "Set a unit's administrators or leaders",
        params: z.object({ unitId: idSchema }),
        body: unitAdminSetSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await unitAdmins.set(caller(request), request.params.unitId, request.body.role, request.body.userIds),
        "staff.unitAdmin.saved",
      ),
  );
};
