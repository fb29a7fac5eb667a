import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../platform/deps";
import { applicationRoutes } from "./application-routes";
import { importRoutes } from "./import-routes";
import { namedListRoutes } from "./named-list-routes";
import { staffRoutes } from "./staff-routes";
import { unitAdminRoutes } from "./unit-admin-routes";

/** The title-evaluation staff pages: baseUser, importData, unitAdmin, talents / kyry / tpUser and userAudit. */
export const titleStaffRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const routes of [staffRoutes, importRoutes, unitAdminRoutes, namedListRoutes, applicationRoutes])
    await app.register(routes, { deps });
};
