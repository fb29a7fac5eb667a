import { instanceListSchema } from "@zcps/contracts/instances";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../../platform/deps";
import { ok } from "../../../platform/http";
import { createInstanceService } from "./service";

/** /api/admin/instances: the service registry (AG's Eureka page), every server instance on this database. */
export const instanceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const instances = createInstanceService(deps);

  app.get(
    "/api/admin/instances",
    {
      schema: {
        tags: ["instances"],
        summary: "Every server instance with its heartbeat and status (UP, STALE, DOWN)",
        response: { 200: z.object({ status: z.number(), message: z.string(), data: instanceListSchema }) },
      },
    },
    async (request) => ok(request, await instances.list()),
  );
};
