import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage } from "../../../platform/http";
import { createDashboardService } from "./service";

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const dashboard = createDashboardService(deps);
  app.get(
    "/api/zcps-sh/dashboard",
    {
      config: { signedIn: true },
      schema: { tags: ["dashboard"], summary: "To-dos and figures of the current project" },
    },
    async (request) => ok(request, await dashboard.summary(caller(request), requestLanguage(request))),
  );
};
