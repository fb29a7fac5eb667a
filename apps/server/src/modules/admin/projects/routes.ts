import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage } from "../../../platform/http";
import { createProjectService } from "./service";

/** The top bar's project dropdown; the choice is stored on the session, server-side. */
export const projectRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const projects = createProjectService(deps);
  const tags = ["projects"];

  app.get(
    "/api/zcps-sh/sys/listPro",
    { config: { signedIn: true }, schema: { tags, summary: "Projects of the tenant" } },
    async (request) => ok(request, await projects.list(caller(request), requestLanguage(request))),
  );

  app.get(
    "/api/zcps-sh/sys/checkPro",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Switch the session's project",
        querystring: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request) => {
      await projects.switchTo(caller(request), request.query.id);
      return ok(request, null, "project.switched");
    },
  );
};
